.class public final Landroid/os/Trace;
.super Ljava/lang/Object;
.source "Trace.java"

# The JVM oracle's android.os.Trace (the JVM has no android.*): AOSP's Trace.java with
# tracing off, as in a run that is not profiled. The public methods are AOSP's (as in
# corelib); the natives do what android_os_Trace.cpp does, though with tracing off
# none of them but the enabled check is reached.

.field private static final MAX_SECTION_NAME_LEN:I = 0x7f

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method private static nativeIsEnabled()Z
    .registers 1
    const/4 v0, 0x0
    return v0
.end method

.method private static nativeTraceBegin(Ljava/lang/String;)V
    .registers 2
    if-nez p0, :ok
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :ok
    return-void
.end method

.method private static nativeTraceEnd()V
    .registers 0
    return-void
.end method

.method private static nativeTraceCounter(Ljava/lang/String;J)V
    .registers 4
    if-nez p0, :ok
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :ok
    return-void
.end method

.method private static nativeAsyncTraceBegin(Ljava/lang/String;I)V
    .registers 3
    if-nez p0, :ok
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :ok
    return-void
.end method

.method private static nativeAsyncTraceEnd(Ljava/lang/String;I)V
    .registers 3
    if-nez p0, :ok
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :ok
    return-void
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
