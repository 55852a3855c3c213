.class public final Ljava/lang/StrictMath;
.super Ljava/lang/Object;
.source "StrictMath.java"

# The bit-exact (fdlibm) functions Java specifies; only those the library needs so far
# (java.util.Random.nextGaussian). Natives in corelib/src/fdlibm.rs.

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static native log(D)D
.end method

.method public static native sqrt(D)D
.end method
