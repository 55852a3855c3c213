.class public interface abstract LMathOps;
.super Ljava/lang/Object;
.source "MathOps.java"

.field public static final SCALE:I = 0xa
.method public static twice(I)I
    .registers 2
    mul-int/lit8 v0, p0, 2
    return v0
.end method
.method public static scaled(I)I
    .registers 3
    sget v0, LMathOps;->SCALE:I
    mul-int v1, p0, v0
    invoke-static {v1}, LMathOps;->twice(I)I
    move-result v1
    return v1
.end method
.method public abstract op(I)I
.end method
