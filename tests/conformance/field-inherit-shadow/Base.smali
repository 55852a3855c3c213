.class public LBase;
.super Ljava/lang/Object;
.source "Base.java"

.field public x:I
.field public y:I
.method public constructor <init>()V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    const/4 v0, 1
    iput v0, p0, LBase;->x:I
    const/4 v0, 2
    iput v0, p0, LBase;->y:I
    return-void
.end method
.method public baseX()I
    .registers 2
    iget v0, p0, LBase;->x:I
    return v0
.end method
