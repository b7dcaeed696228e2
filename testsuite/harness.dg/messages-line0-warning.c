/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A line-0 warning from cc1.  */
/* { dg-do compile } */
/* { dg-options "-fno-rtti" } */
/* { dg-warning "'-fno-rtti' is valid for C\\+\\+" "" { target *-*-* } 0 } */

int x;
