# Dalvik's "FinalizerDaemon" thread (libcore java.lang.Daemons.FinalizerDaemon): runs
# finalize() of the objects the collector found unreachable (crate::heap::finalize), one
# at a time, ignoring whatever they throw. The VM makes and starts it the first time a
# collection queues an object. next() hands over the next object (ending the previous
# one's turn, which is what System.runFinalization waits for), or blocks and returns null.
.class final Ljava/lang/Daemons$FinalizerDaemon;
.super Ljava/lang/Thread;
.source "Daemons.java"

.method public run()V
    .registers 2
    :loop
    invoke-static {}, Ljava/lang/Daemons$FinalizerDaemon;->next()Ljava/lang/Object;
    move-result-object v0
    if-eqz v0, :loop
    :try_start
    invoke-virtual {v0}, Ljava/lang/Object;->finalize()V
    :try_end
    .catch Ljava/lang/Throwable; {:try_start .. :try_end} :ignored
    goto :loop
    :ignored
    move-exception v1
    goto :loop
.end method

.method static native next()Ljava/lang/Object;
.end method
