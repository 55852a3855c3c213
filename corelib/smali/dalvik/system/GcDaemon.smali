# The GC daemon thread (Dalvik's "GC" thread, HeapSource.cpp gcDaemonThread). The VM
# makes and starts it on first need (crate::heap::daemon); each step() call does one
# bounded piece of collection work or blocks until there is some, so the loop's backward
# branch is where the scheduler may switch to a mutator.
.class final Ldalvik/system/GcDaemon;
.super Ljava/lang/Thread;

.method public run()V
    .registers 1
    :loop
    invoke-static {}, Ldalvik/system/GcDaemon;->step()V
    goto :loop
.end method

.method static native step()V
.end method
