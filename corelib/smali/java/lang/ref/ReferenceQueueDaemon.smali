# Dalvik's "ReferenceQueueDaemon" thread (libcore java.lang.Daemons.ReferenceQueueDaemon;
# here in java.lang.ref, whose package-private Reference.enqueueInternal it calls): puts
# each reference the collector cleared on the ReferenceQueue it was registered with, in
# Java, so that threads in ReferenceQueue.remove() are woken through the queue's monitor.
# The VM makes and starts it the first time a collection clears such a reference. next()
# hands over the next cleared reference, or blocks and returns null.
.class final Ljava/lang/ref/ReferenceQueueDaemon;
.super Ljava/lang/Thread;
.source "ReferenceQueueDaemon.java"

.method public run()V
    .registers 2
    :loop
    invoke-static {}, Ljava/lang/ref/ReferenceQueueDaemon;->next()Ljava/lang/ref/Reference;
    move-result-object v0
    if-eqz v0, :loop
    invoke-virtual {v0}, Ljava/lang/ref/Reference;->enqueueInternal()Z
    goto :loop
.end method

.method static native next()Ljava/lang/ref/Reference;
.end method
