.class final Ljava/nio/charset/StdCharset;
.super Ljava/nio/charset/Charset;
.source "StdCharset.java"

# The charsets dexmetal implements (UTF-8, ISO-8859-1, US-ASCII, UTF-16, UTF-16BE,
# UTF-16LE), numbered as corelib/src/charset.rs numbers them, with the JDK's canonical
# names, aliases and average/maximum chars per byte and bytes per char. Their coding
# loops are natives there, the ones String and java.io use as well.

.field static final ALL:[Ljava/nio/charset/StdCharset;
.field final id:I
.field final avgChars:F
.field final maxChars:F
.field final avgBytes:F
.field final maxBytes:F

.method static constructor <clinit>()V
    .registers 10
    const/4 v0, 6
    new-array v0, v0, [Ljava/nio/charset/StdCharset;
    # UTF-8
    const/16 v1, 2
    new-array v1, v1, [Ljava/lang/String;
    const/16 v2, 0
    const-string v3, "UTF8"
    aput-object v3, v1, v2
    const/16 v2, 1
    const-string v3, "unicode-1-1-utf-8"
    aput-object v3, v1, v2
    new-instance v2, Ljava/nio/charset/StdCharset;
    const/4 v3, 0
    const-string v4, "UTF-8"
    move-object v5, v1
    const v6, 1.0f
    const v7, 1.0f
    const v8, 1.1f
    const v9, 3.0f
    invoke-direct/range {v2 .. v9}, Ljava/nio/charset/StdCharset;-><init>(ILjava/lang/String;[Ljava/lang/String;FFFF)V
    const/4 v3, 0
    aput-object v2, v0, v3
    # ISO-8859-1
    const/16 v1, 14
    new-array v1, v1, [Ljava/lang/String;
    const/16 v2, 0
    const-string v3, "iso-ir-100"
    aput-object v3, v1, v2
    const/16 v2, 1
    const-string v3, "ISO_8859-1"
    aput-object v3, v1, v2
    const/16 v2, 2
    const-string v3, "latin1"
    aput-object v3, v1, v2
    const/16 v2, 3
    const-string v3, "l1"
    aput-object v3, v1, v2
    const/16 v2, 4
    const-string v3, "IBM819"
    aput-object v3, v1, v2
    const/16 v2, 5
    const-string v3, "cp819"
    aput-object v3, v1, v2
    const/16 v2, 6
    const-string v3, "csISOLatin1"
    aput-object v3, v1, v2
    const/16 v2, 7
    const-string v3, "819"
    aput-object v3, v1, v2
    const/16 v2, 8
    const-string v3, "IBM-819"
    aput-object v3, v1, v2
    const/16 v2, 9
    const-string v3, "ISO8859_1"
    aput-object v3, v1, v2
    const/16 v2, 10
    const-string v3, "ISO_8859-1:1987"
    aput-object v3, v1, v2
    const/16 v2, 11
    const-string v3, "ISO_8859_1"
    aput-object v3, v1, v2
    const/16 v2, 12
    const-string v3, "8859_1"
    aput-object v3, v1, v2
    const/16 v2, 13
    const-string v3, "ISO8859-1"
    aput-object v3, v1, v2
    new-instance v2, Ljava/nio/charset/StdCharset;
    const/4 v3, 1
    const-string v4, "ISO-8859-1"
    move-object v5, v1
    const v6, 1.0f
    const v7, 1.0f
    const v8, 1.0f
    const v9, 1.0f
    invoke-direct/range {v2 .. v9}, Ljava/nio/charset/StdCharset;-><init>(ILjava/lang/String;[Ljava/lang/String;FFFF)V
    const/4 v3, 1
    aput-object v2, v0, v3
    # US-ASCII
    const/16 v1, 14
    new-array v1, v1, [Ljava/lang/String;
    const/16 v2, 0
    const-string v3, "iso-ir-6"
    aput-object v3, v1, v2
    const/16 v2, 1
    const-string v3, "ANSI_X3.4-1986"
    aput-object v3, v1, v2
    const/16 v2, 2
    const-string v3, "ISO_646.irv:1991"
    aput-object v3, v1, v2
    const/16 v2, 3
    const-string v3, "ASCII"
    aput-object v3, v1, v2
    const/16 v2, 4
    const-string v3, "ISO646-US"
    aput-object v3, v1, v2
    const/16 v2, 5
    const-string v3, "us"
    aput-object v3, v1, v2
    const/16 v2, 6
    const-string v3, "IBM367"
    aput-object v3, v1, v2
    const/16 v2, 7
    const-string v3, "cp367"
    aput-object v3, v1, v2
    const/16 v2, 8
    const-string v3, "csASCII"
    aput-object v3, v1, v2
    const/16 v2, 9
    const-string v3, "default"
    aput-object v3, v1, v2
    const/16 v2, 10
    const-string v3, "646"
    aput-object v3, v1, v2
    const/16 v2, 11
    const-string v3, "iso_646.irv:1983"
    aput-object v3, v1, v2
    const/16 v2, 12
    const-string v3, "ANSI_X3.4-1968"
    aput-object v3, v1, v2
    const/16 v2, 13
    const-string v3, "ascii7"
    aput-object v3, v1, v2
    new-instance v2, Ljava/nio/charset/StdCharset;
    const/4 v3, 2
    const-string v4, "US-ASCII"
    move-object v5, v1
    const v6, 1.0f
    const v7, 1.0f
    const v8, 1.0f
    const v9, 1.0f
    invoke-direct/range {v2 .. v9}, Ljava/nio/charset/StdCharset;-><init>(ILjava/lang/String;[Ljava/lang/String;FFFF)V
    const/4 v3, 2
    aput-object v2, v0, v3
    # UTF-16
    const/16 v1, 4
    new-array v1, v1, [Ljava/lang/String;
    const/16 v2, 0
    const-string v3, "UTF_16"
    aput-object v3, v1, v2
    const/16 v2, 1
    const-string v3, "utf16"
    aput-object v3, v1, v2
    const/16 v2, 2
    const-string v3, "unicode"
    aput-object v3, v1, v2
    const/16 v2, 3
    const-string v3, "UnicodeBig"
    aput-object v3, v1, v2
    new-instance v2, Ljava/nio/charset/StdCharset;
    const/4 v3, 3
    const-string v4, "UTF-16"
    move-object v5, v1
    const v6, 0.5f
    const v7, 1.0f
    const v8, 2.0f
    const v9, 4.0f
    invoke-direct/range {v2 .. v9}, Ljava/nio/charset/StdCharset;-><init>(ILjava/lang/String;[Ljava/lang/String;FFFF)V
    const/4 v3, 3
    aput-object v2, v0, v3
    # UTF-16BE
    const/16 v1, 4
    new-array v1, v1, [Ljava/lang/String;
    const/16 v2, 0
    const-string v3, "UTF_16BE"
    aput-object v3, v1, v2
    const/16 v2, 1
    const-string v3, "ISO-10646-UCS-2"
    aput-object v3, v1, v2
    const/16 v2, 2
    const-string v3, "X-UTF-16BE"
    aput-object v3, v1, v2
    const/16 v2, 3
    const-string v3, "UnicodeBigUnmarked"
    aput-object v3, v1, v2
    new-instance v2, Ljava/nio/charset/StdCharset;
    const/4 v3, 4
    const-string v4, "UTF-16BE"
    move-object v5, v1
    const v6, 0.5f
    const v7, 1.0f
    const v8, 2.0f
    const v9, 2.0f
    invoke-direct/range {v2 .. v9}, Ljava/nio/charset/StdCharset;-><init>(ILjava/lang/String;[Ljava/lang/String;FFFF)V
    const/4 v3, 4
    aput-object v2, v0, v3
    # UTF-16LE
    const/16 v1, 3
    new-array v1, v1, [Ljava/lang/String;
    const/16 v2, 0
    const-string v3, "UTF_16LE"
    aput-object v3, v1, v2
    const/16 v2, 1
    const-string v3, "X-UTF-16LE"
    aput-object v3, v1, v2
    const/16 v2, 2
    const-string v3, "UnicodeLittleUnmarked"
    aput-object v3, v1, v2
    new-instance v2, Ljava/nio/charset/StdCharset;
    const/4 v3, 5
    const-string v4, "UTF-16LE"
    move-object v5, v1
    const v6, 0.5f
    const v7, 1.0f
    const v8, 2.0f
    const v9, 2.0f
    invoke-direct/range {v2 .. v9}, Ljava/nio/charset/StdCharset;-><init>(ILjava/lang/String;[Ljava/lang/String;FFFF)V
    const/4 v3, 5
    aput-object v2, v0, v3
    sput-object v0, Ljava/nio/charset/StdCharset;->ALL:[Ljava/nio/charset/StdCharset;
    return-void
.end method

# (id, name, aliases, avgChars, maxChars, avgBytes, maxBytes)
.method private constructor <init>(ILjava/lang/String;[Ljava/lang/String;FFFF)V
    .registers 8
    invoke-direct {p0, p2, p3}, Ljava/nio/charset/Charset;-><init>(Ljava/lang/String;[Ljava/lang/String;)V
    iput p1, p0, Ljava/nio/charset/StdCharset;->id:I
    iput p4, p0, Ljava/nio/charset/StdCharset;->avgChars:F
    iput p5, p0, Ljava/nio/charset/StdCharset;->maxChars:F
    iput p6, p0, Ljava/nio/charset/StdCharset;->avgBytes:F
    iput p7, p0, Ljava/nio/charset/StdCharset;->maxBytes:F
    return-void
.end method

# The charset of a name or alias (any case), or null.
.method static get(Ljava/lang/String;)Ljava/nio/charset/StdCharset;
    .registers 3
    invoke-static {p0}, Ljava/nio/charset/StdCharset;->lookup(Ljava/lang/String;)I
    move-result v0
    if-ltz v0, :none
    sget-object v1, Ljava/nio/charset/StdCharset;->ALL:[Ljava/nio/charset/StdCharset;
    aget-object v0, v1, v0
    return-object v0
    :none
    const/4 v0, 0
    return-object v0
.end method

.method private static native lookup(Ljava/lang/String;)I
.end method

# decodeLoop(cs, src, sp, sl, dst, dp, dl, io) and encodeLoop: one resumable coding step
# over arrays; io = {state, consumed, produced, kind, length}, kind 0 underflow,
# 1 overflow, 2 malformed, 3 unmappable; io[0] carries the coder's state across calls.
.method static native decodeLoop(I[BII[CII[I)V
.end method

.method static native encodeLoop(I[CII[BII[I)V
.end method

# The state after reset: UTF-16's byte order yet unknown, or its mark yet to write.
.method static native initialState(IZ)I
.end method

# The encoder's replacement bytes.
.method static native byteReplacement(I)[B
.end method

.method static result([I)Ljava/nio/charset/CoderResult;
    .registers 3
    const/4 v0, 3
    aget v0, p0, v0
    packed-switch v0, :kinds
    const/4 v0, 4
    aget v0, p0, v0
    invoke-static {v0}, Ljava/nio/charset/CoderResult;->unmappableForLength(I)Ljava/nio/charset/CoderResult;
    move-result-object v0
    return-object v0
    :underflow
    sget-object v0, Ljava/nio/charset/CoderResult;->UNDERFLOW:Ljava/nio/charset/CoderResult;
    return-object v0
    :overflow
    sget-object v0, Ljava/nio/charset/CoderResult;->OVERFLOW:Ljava/nio/charset/CoderResult;
    return-object v0
    :malformed
    const/4 v0, 4
    aget v0, p0, v0
    invoke-static {v0}, Ljava/nio/charset/CoderResult;->malformedForLength(I)Ljava/nio/charset/CoderResult;
    move-result-object v0
    return-object v0
    :kinds
    .packed-switch 0x0
        :underflow
        :overflow
        :malformed
    .end packed-switch
.end method

# Every Unicode charset contains all of these; ISO-8859-1 contains itself and US-ASCII.
.method public contains(Ljava/nio/charset/Charset;)Z
    .registers 5
    instance-of v0, p1, Ljava/nio/charset/StdCharset;
    if-eqz v0, :no
    check-cast p1, Ljava/nio/charset/StdCharset;
    iget v0, p1, Ljava/nio/charset/StdCharset;->id:I
    iget v1, p0, Ljava/nio/charset/StdCharset;->id:I
    if-eqz v1, :yes
    const/4 v2, 3
    if-ge v1, v2, :yes
    if-eq v0, v1, :yes
    const/4 v2, 2
    if-eq v0, v2, :yes
    :no
    const/4 v0, 0
    return v0
    :yes
    const/4 v0, 1
    return v0
.end method

.method public newDecoder()Ljava/nio/charset/CharsetDecoder;
    .registers 2
    new-instance v0, Ljava/nio/charset/StdDecoder;
    invoke-direct {v0, p0}, Ljava/nio/charset/StdDecoder;-><init>(Ljava/nio/charset/StdCharset;)V
    return-object v0
.end method

.method public newEncoder()Ljava/nio/charset/CharsetEncoder;
    .registers 2
    new-instance v0, Ljava/nio/charset/StdEncoder;
    invoke-direct {v0, p0}, Ljava/nio/charset/StdEncoder;-><init>(Ljava/nio/charset/StdCharset;)V
    return-object v0
.end method
