.class public final Ljava/lang/Math;
.super Ljava/lang/Object;
.source "Math.java"

.field public static final PI:D = 3.141592653589793
.field public static final E:D = 2.718281828459045

.method public static native sqrt(D)D
.end method

.method public static native cbrt(D)D
.end method

.method public static native pow(DD)D
.end method

.method public static native exp(D)D
.end method

.method public static native log(D)D
.end method

.method public static native log10(D)D
.end method

.method public static native sin(D)D
.end method

.method public static native cos(D)D
.end method

.method public static native tan(D)D
.end method

.method public static native asin(D)D
.end method

.method public static native acos(D)D
.end method

.method public static native atan(D)D
.end method

.method public static native atan2(DD)D
.end method

.method public static native hypot(DD)D
.end method

.method public static native floor(D)D
.end method

.method public static native ceil(D)D
.end method

.method public static native rint(D)D
.end method

.method public static native round(D)J
.end method

.method public static native round(F)I
.end method

# As the JDK: one shared java.util.Random, made on first use (seeded from the clock).
.method public static random()D
    .registers 2
    sget-object v0, Ljava/lang/Math$RandomNumberGeneratorHolder;->randomNumberGenerator:Ljava/util/Random;
    invoke-virtual {v0}, Ljava/util/Random;->nextDouble()D
    move-result-wide v0
    return-wide v0
.end method

.method public static native abs(I)I
.end method

.method public static native abs(J)J
.end method

.method public static native abs(F)F
.end method

.method public static native abs(D)D
.end method

.method public static native max(II)I
.end method

.method public static native min(II)I
.end method

.method public static native max(JJ)J
.end method

.method public static native min(JJ)J
.end method

.method public static native max(DD)D
.end method

.method public static native min(DD)D
.end method

.method public static native max(FF)F
.end method

.method public static native min(FF)F
.end method

.method public static native signum(D)D
.end method

.method public static native floorDiv(II)I
.end method

.method public static native floorMod(II)I
.end method

.method public static native nextAfter(DD)D
.end method

.method public static native nextAfter(FD)F
.end method

.method public static native nextUp(D)D
.end method

.method public static native nextUp(F)F
.end method

.method public static native nextDown(D)D
.end method

.method public static native nextDown(F)F
.end method

.method public static native ulp(D)D
.end method

.method public static native ulp(F)F
.end method

.method public static native getExponent(D)I
.end method

.method public static native getExponent(F)I
.end method

.method public static native copySign(DD)D
.end method

.method public static native copySign(FF)F
.end method

.method public static native signum(F)F
.end method

.method public static native log1p(D)D
.end method

.method public static native expm1(D)D
.end method

.method public static native toRadians(D)D
.end method

.method public static native toDegrees(D)D
.end method
