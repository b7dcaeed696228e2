/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dfleak self-test: a signal sent to a thread runs the handler there.
   Prints "thread=DF ran_in_thread=1".  */
#define _GNU_SOURCE
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>
#include "dfleak-test.h"

static volatile int df = -1, in_thread;
static pthread_t worker;
static pthread_barrier_t go, done;

static void
handler (int sig)
{
  int d;
  DFL_READ_DF (d);
  (void) sig;
  df = d;
  in_thread = pthread_equal (pthread_self (), worker);
}

static void *
run (void *arg)
{
  (void) arg;
  pthread_barrier_wait (&go);
  pthread_barrier_wait (&done);
  return NULL;
}

int
main (void)
{
  sigset_t s;
  signal (SIGUSR1, handler);
  pthread_barrier_init (&go, NULL, 2);
  pthread_barrier_init (&done, NULL, 2);
  pthread_create (&worker, NULL, run, NULL);
  /* Main blocks SIGUSR1 so only the worker can take it.  */
  sigemptyset (&s);
  sigaddset (&s, SIGUSR1);
  pthread_sigmask (SIG_BLOCK, &s, NULL);
  pthread_barrier_wait (&go);
  pthread_kill (worker, SIGUSR1);
  while (df < 0)
    usleep (1000);
  pthread_barrier_wait (&done);
  pthread_join (worker, NULL);
  printf ("thread=%d ran_in_thread=%d\n", df, in_thread);
  return 0;
}
