.class public final Ljava/nio/ByteOrder;
.super Ljava/lang/Object;
.source "ByteOrder.java"

# The byte orders; the boards are ARM and little-endian, as are the test hosts.

.field public static final BIG_ENDIAN:Ljava/nio/ByteOrder;
.field public static final LITTLE_ENDIAN:Ljava/nio/ByteOrder;
.field private final name:Ljava/lang/String;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Ljava/nio/ByteOrder;
    const-string v1, "BIG_ENDIAN"
    invoke-direct {v0, v1}, Ljava/nio/ByteOrder;-><init>(Ljava/lang/String;)V
    sput-object v0, Ljava/nio/ByteOrder;->BIG_ENDIAN:Ljava/nio/ByteOrder;
    new-instance v0, Ljava/nio/ByteOrder;
    const-string v1, "LITTLE_ENDIAN"
    invoke-direct {v0, v1}, Ljava/nio/ByteOrder;-><init>(Ljava/lang/String;)V
    sput-object v0, Ljava/nio/ByteOrder;->LITTLE_ENDIAN:Ljava/nio/ByteOrder;
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ljava/nio/ByteOrder;->name:Ljava/lang/String;
    return-void
.end method

.method public static nativeOrder()Ljava/nio/ByteOrder;
    .registers 1
    sget-object v0, Ljava/nio/ByteOrder;->LITTLE_ENDIAN:Ljava/nio/ByteOrder;
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Ljava/nio/ByteOrder;->name:Ljava/lang/String;
    return-object v0
.end method
