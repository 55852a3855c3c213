.class public final Landroid/util/Log;
.super Ljava/lang/Object;
.source "Log.java"

# android.util.Log (Android API docs): lines with a priority (VERBOSE=2 .. ASSERT=7) and
# a tag go to the platform's log buffer through the native println_native (logcat on
# Android; a `logcat` telemetry event on the boards, `dexmetal run --logcat` on the
# host), never to System.out. Each method returns the bytes written. A Throwable's
# stack trace follows the message after a newline, in one entry (Android before 6.0;
# later versions split long entries). isLoggable answers as for an unset log.tag.*
# property: INFO and above. wtf logs at ASSERT and does not end the process.

.field public static final VERBOSE:I = 0x2
.field public static final DEBUG:I = 0x3
.field public static final INFO:I = 0x4
.field public static final WARN:I = 0x5
.field public static final ERROR:I = 0x6
.field public static final ASSERT:I = 0x7

.method private constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method private static native println_native(IILjava/lang/String;Ljava/lang/String;)I
.end method

.method public static println(ILjava/lang/String;Ljava/lang/String;)I
    .locals 1
    const/4 v0, 0
    invoke-static {v0, p0, p1, p2}, Landroid/util/Log;->println_native(IILjava/lang/String;Ljava/lang/String;)I
    move-result v0
    return v0
.end method

# msg, a newline and tr's stack trace ("" for a null tr).
.method private static printlns(ILjava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .locals 2
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const/16 v1, 0xa
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {p3}, Landroid/util/Log;->getStackTraceString(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {p0, p1, v0}, Landroid/util/Log;->println(ILjava/lang/String;Ljava/lang/String;)I
    move-result v0
    return v0
.end method

# Android: "" for a null Throwable, else printStackTrace's text (a newline after each
# line).
.method public static getStackTraceString(Ljava/lang/Throwable;)Ljava/lang/String;
    .locals 2
    if-nez p0, :trace
    const-string v0, ""
    return-object v0
    :trace
    new-instance v0, Ljava/io/ByteArrayOutputStream;
    invoke-direct {v0}, Ljava/io/ByteArrayOutputStream;-><init>()V
    new-instance v1, Ljava/io/PrintStream;
    invoke-direct {v1, v0}, Ljava/io/PrintStream;-><init>(Ljava/io/OutputStream;)V
    invoke-virtual {p0, v1}, Ljava/lang/Throwable;->printStackTrace(Ljava/io/PrintStream;)V
    invoke-virtual {v1}, Ljava/io/PrintStream;->flush()V
    invoke-virtual {v0}, Ljava/io/ByteArrayOutputStream;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

# Android: the level of an unset log.tag.<tag> property is INFO; a null tag is never
# loggable.
.method public static isLoggable(Ljava/lang/String;I)Z
    .locals 1
    if-eqz p0, :no
    const/4 v0, 4
    if-lt p1, v0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public static v(Ljava/lang/String;Ljava/lang/String;)I
    .locals 1
    const/4 v0, 2
    invoke-static {v0, p0, p1}, Landroid/util/Log;->println(ILjava/lang/String;Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public static v(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .locals 1
    const/4 v0, 2
    invoke-static {v0, p0, p1, p2}, Landroid/util/Log;->printlns(ILjava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    return v0
.end method

.method public static d(Ljava/lang/String;Ljava/lang/String;)I
    .locals 1
    const/4 v0, 3
    invoke-static {v0, p0, p1}, Landroid/util/Log;->println(ILjava/lang/String;Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public static d(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .locals 1
    const/4 v0, 3
    invoke-static {v0, p0, p1, p2}, Landroid/util/Log;->printlns(ILjava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    return v0
.end method

.method public static i(Ljava/lang/String;Ljava/lang/String;)I
    .locals 1
    const/4 v0, 4
    invoke-static {v0, p0, p1}, Landroid/util/Log;->println(ILjava/lang/String;Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public static i(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .locals 1
    const/4 v0, 4
    invoke-static {v0, p0, p1, p2}, Landroid/util/Log;->printlns(ILjava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    return v0
.end method

.method public static w(Ljava/lang/String;Ljava/lang/String;)I
    .locals 1
    const/4 v0, 5
    invoke-static {v0, p0, p1}, Landroid/util/Log;->println(ILjava/lang/String;Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public static w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .locals 1
    const/4 v0, 5
    invoke-static {v0, p0, p1, p2}, Landroid/util/Log;->printlns(ILjava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    return v0
.end method

.method public static e(Ljava/lang/String;Ljava/lang/String;)I
    .locals 1
    const/4 v0, 6
    invoke-static {v0, p0, p1}, Landroid/util/Log;->println(ILjava/lang/String;Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public static e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .locals 1
    const/4 v0, 6
    invoke-static {v0, p0, p1, p2}, Landroid/util/Log;->printlns(ILjava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    return v0
.end method

.method public static w(Ljava/lang/String;Ljava/lang/Throwable;)I
    .locals 2
    const/4 v0, 5
    const-string v1, ""
    invoke-static {v0, p0, v1, p1}, Landroid/util/Log;->printlns(ILjava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    return v0
.end method

.method public static wtf(Ljava/lang/String;Ljava/lang/String;)I
    .locals 1
    const/4 v0, 7
    invoke-static {v0, p0, p1}, Landroid/util/Log;->println(ILjava/lang/String;Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public static wtf(Ljava/lang/String;Ljava/lang/Throwable;)I
    .locals 2
    invoke-virtual {p1}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v0
    const/4 v1, 7
    invoke-static {v1, p0, v0, p1}, Landroid/util/Log;->printlns(ILjava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    return v0
.end method

.method public static wtf(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .locals 1
    const/4 v0, 7
    invoke-static {v0, p0, p1, p2}, Landroid/util/Log;->printlns(ILjava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    return v0
.end method
