.class public LVersion;
.super Ljava/lang/Object;
.source "Version.java"
.implements Ljava/lang/Comparable;

.field final major:I
.field final minor:I
.method public constructor <init>(II)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, LVersion;->major:I
    iput p2, p0, LVersion;->minor:I
    return-void
.end method
.method public compareTo(LVersion;)I
    .registers 4
    iget v0, p0, LVersion;->major:I
    iget v1, p1, LVersion;->major:I
    if-eq v0, v1, :minor
    sub-int v0, v0, v1
    return v0
    :minor
    iget v0, p0, LVersion;->minor:I
    iget v1, p1, LVersion;->minor:I
    sub-int v0, v0, v1
    return v0
.end method
.method public bridge synthetic compareTo(Ljava/lang/Object;)I
    .registers 3
    check-cast p1, LVersion;
    invoke-virtual {p0, p1}, LVersion;->compareTo(LVersion;)I
    move-result v0
    return v0
.end method
.method public toString()Ljava/lang/String;
    .registers 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    iget v1, p0, LVersion;->major:I
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const/16 v1, 0x2e
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    iget v1, p0, LVersion;->minor:I
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
