.class public LPoint;
.super Ljava/lang/Object;
.source "Point.java"

.field final x:I
.field final y:I
.method public constructor <init>(II)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, LPoint;->x:I
    iput p2, p0, LPoint;->y:I
    return-void
.end method
.method public equals(Ljava/lang/Object;)Z
    .registers 5
    instance-of v0, p1, LPoint;
    if-nez v0, :isp
    const/4 v0, 0
    return v0
    :isp
    check-cast p1, LPoint;
    iget v0, p0, LPoint;->x:I
    iget v1, p1, LPoint;->x:I
    if-ne v0, v1, :no
    iget v0, p0, LPoint;->y:I
    iget v1, p1, LPoint;->y:I
    if-ne v0, v1, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method
.method public hashCode()I
    .registers 3
    iget v0, p0, LPoint;->x:I
    mul-int/lit8 v0, v0, 31
    iget v1, p0, LPoint;->y:I
    add-int/2addr v0, v1
    return v0
.end method
.method public toString()Ljava/lang/String;
    .registers 3
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "("
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    iget v1, p0, LPoint;->x:I
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, ", "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget v1, p0, LPoint;->y:I
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, ")"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
