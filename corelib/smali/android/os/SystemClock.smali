.class public final Landroid/os/SystemClock;
.super Ljava/lang/Object;
.source "SystemClock.java"

# android.os.SystemClock (frameworks/base/core/java/android/os/SystemClock.java), as a
# bare-metal system has it: the board's monotonic clock (System.nanoTime) counts from
# boot and the board never suspends, so uptime and elapsed realtime are the same clock.

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# Milliseconds since boot, not counting deep sleep (there is none here).
.method public static uptimeMillis()J
    .registers 4
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v0
    const-wide/32 v2, 1000000
    div-long/2addr v0, v2
    return-wide v0
.end method

# Nanoseconds since boot, not counting deep sleep (API 35).
.method public static uptimeNanos()J
    .registers 2
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v0
    return-wide v0
.end method

# Milliseconds since boot, including deep sleep.
.method public static elapsedRealtime()J
    .registers 2
    invoke-static {}, Landroid/os/SystemClock;->uptimeMillis()J
    move-result-wide v0
    return-wide v0
.end method

# Nanoseconds since boot, including deep sleep.
.method public static elapsedRealtimeNanos()J
    .registers 2
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v0
    return-wide v0
.end method

# Android's sleep: waits the whole time whatever interrupts arrive, then restores the
# interrupt status if one did (the framework's loop over Thread.sleep).
.method public static sleep(J)V
    .registers 10
    invoke-static {}, Landroid/os/SystemClock;->uptimeMillis()J
    move-result-wide v0
    move-wide v2, p0
    const/4 v4, 0
    :loop
    :try_start
    invoke-static {v2, v3}, Ljava/lang/Thread;->sleep(J)V
    :try_end
    goto :slept
    :interrupted
    move-exception v5
    const/4 v4, 1
    :slept
    add-long v2, v0, p0
    invoke-static {}, Landroid/os/SystemClock;->uptimeMillis()J
    move-result-wide v6
    sub-long/2addr v2, v6
    const-wide/16 v6, 0
    cmp-long v5, v2, v6
    if-gtz v5, :loop
    if-eqz v4, :done
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v5
    invoke-virtual {v5}, Ljava/lang/Thread;->interrupt()V
    :done
    return-void
    .catch Ljava/lang/InterruptedException; {:try_start .. :try_end} :interrupted
.end method
