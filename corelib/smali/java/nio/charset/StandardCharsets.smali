.class public final Ljava/nio/charset/StandardCharsets;
.super Ljava/lang/Object;
.source "StandardCharsets.java"

.field public static final UTF_8:Ljava/nio/charset/Charset;
.field public static final ISO_8859_1:Ljava/nio/charset/Charset;
.field public static final US_ASCII:Ljava/nio/charset/Charset;
.field public static final UTF_16:Ljava/nio/charset/Charset;
.field public static final UTF_16BE:Ljava/nio/charset/Charset;
.field public static final UTF_16LE:Ljava/nio/charset/Charset;

.method static constructor <clinit>()V
    .registers 2
    sget-object v0, Ljava/nio/charset/StdCharset;->ALL:[Ljava/nio/charset/StdCharset;
    const/4 v1, 0
    aget-object v1, v0, v1
    sput-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    const/4 v1, 1
    aget-object v1, v0, v1
    sput-object v1, Ljava/nio/charset/StandardCharsets;->ISO_8859_1:Ljava/nio/charset/Charset;
    const/4 v1, 2
    aget-object v1, v0, v1
    sput-object v1, Ljava/nio/charset/StandardCharsets;->US_ASCII:Ljava/nio/charset/Charset;
    const/4 v1, 3
    aget-object v1, v0, v1
    sput-object v1, Ljava/nio/charset/StandardCharsets;->UTF_16:Ljava/nio/charset/Charset;
    const/4 v1, 4
    aget-object v1, v0, v1
    sput-object v1, Ljava/nio/charset/StandardCharsets;->UTF_16BE:Ljava/nio/charset/Charset;
    const/4 v1, 5
    aget-object v1, v0, v1
    sput-object v1, Ljava/nio/charset/StandardCharsets;->UTF_16LE:Ljava/nio/charset/Charset;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
