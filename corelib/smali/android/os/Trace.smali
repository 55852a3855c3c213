.class public final Landroid/os/Trace;
.super Ljava/lang/Object;
.source "Trace.java"

# android.os.Trace (AOSP frameworks/base core/java/android/os/Trace.java, API 29's
# methods): app sections and counters for the run's timeline, recorded only while
# tracing is on (Platform::tracing: a profiled run, as Android records them only while
# a trace is captured). When it is off every method does nothing, checks included.
# Sections nest per thread; an endSection with none open is dropped by the VM. A
# section name over 127 UTF-16 units is IllegalArgumentException; a null name is a
# NullPointerException (beginSection's from String.length(), the natives' as JNI's).

.field private static final MAX_SECTION_NAME_LEN:I = 0x7f

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method private static native nativeIsEnabled()Z
.end method

.method private static native nativeTraceBegin(Ljava/lang/String;)V
.end method

.method private static native nativeTraceEnd()V
.end method

.method private static native nativeTraceCounter(Ljava/lang/String;J)V
.end method

.method private static native nativeAsyncTraceBegin(Ljava/lang/String;I)V
.end method

.method private static native nativeAsyncTraceEnd(Ljava/lang/String;I)V
.end method

.method public static isEnabled()Z
    .registers 1
    invoke-static {}, Landroid/os/Trace;->nativeIsEnabled()Z
    move-result v0
    return v0
.end method

.method public static beginSection(Ljava/lang/String;)V
    .registers 3
    invoke-static {}, Landroid/os/Trace;->nativeIsEnabled()Z
    move-result v0
    if-eqz v0, :off
    invoke-virtual {p0}, Ljava/lang/String;->length()I
    move-result v0
    const/16 v1, 0x7f
    if-gt v0, v1, :too_long
    invoke-static {p0}, Landroid/os/Trace;->nativeTraceBegin(Ljava/lang/String;)V
    :off
    return-void
    :too_long
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "sectionName is too long"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public static endSection()V
    .registers 1
    invoke-static {}, Landroid/os/Trace;->nativeIsEnabled()Z
    move-result v0
    if-eqz v0, :off
    invoke-static {}, Landroid/os/Trace;->nativeTraceEnd()V
    :off
    return-void
.end method

.method public static beginAsyncSection(Ljava/lang/String;I)V
    .registers 3
    invoke-static {}, Landroid/os/Trace;->nativeIsEnabled()Z
    move-result v0
    if-eqz v0, :off
    invoke-static {p0, p1}, Landroid/os/Trace;->nativeAsyncTraceBegin(Ljava/lang/String;I)V
    :off
    return-void
.end method

.method public static endAsyncSection(Ljava/lang/String;I)V
    .registers 3
    invoke-static {}, Landroid/os/Trace;->nativeIsEnabled()Z
    move-result v0
    if-eqz v0, :off
    invoke-static {p0, p1}, Landroid/os/Trace;->nativeAsyncTraceEnd(Ljava/lang/String;I)V
    :off
    return-void
.end method

.method public static setCounter(Ljava/lang/String;J)V
    .registers 4
    invoke-static {}, Landroid/os/Trace;->nativeIsEnabled()Z
    move-result v0
    if-eqz v0, :off
    invoke-static {p0, p1, p2}, Landroid/os/Trace;->nativeTraceCounter(Ljava/lang/String;J)V
    :off
    return-void
.end method
