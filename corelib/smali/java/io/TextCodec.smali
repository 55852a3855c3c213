.class final Ljava/io/TextCodec;
.super Ljava/lang/Object;
.source "TextCodec.java"

# Charset conversions of the java.io classes (not JDK API): UTF-8 (the default, as on
# Android), UTF-16BE, UTF-16LE, ISO-8859-1 and US-ASCII by their Java names and aliases; natives in
# corelib/src/io.rs.

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# The charset number of a name, or -1.
.method static native charset(Ljava/lang/String;)I
.end method

.method static native encode(Ljava/lang/String;I)[B
.end method

.method static native decode([BIII)Ljava/lang/String;
.end method

# charset(name), UnsupportedEncodingException(name) when unknown (NPE for null).
.method static lookup(Ljava/lang/String;)I
    .registers 3
    invoke-static {p0}, Ljava/io/TextCodec;->charset(Ljava/lang/String;)I
    move-result v0
    if-gez v0, :found
    new-instance v0, Ljava/io/UnsupportedEncodingException;
    invoke-direct {v0, p0}, Ljava/io/UnsupportedEncodingException;-><init>(Ljava/lang/String;)V
    throw v0
    :found
    return v0
.end method
