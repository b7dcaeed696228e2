/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dg-do preprocess runs the preprocessor only: this is not C.  */
/* { dg-do preprocess } */

#define HARNESS_NOT_C this is not C at all
HARNESS_NOT_C
