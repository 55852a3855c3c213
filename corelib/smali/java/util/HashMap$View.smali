.class public Ljava/util/HashMap$View;
.super Ljava/util/AbstractCollection;
.source "HashMap.java"
.implements Ljava/util/Set;


.field map:Ljava/util/HashMap;
.field mode:I

.method constructor <init>(Ljava/util/HashMap;I)V
    .locals 0
    invoke-direct {p0}, Ljava/util/AbstractCollection;-><init>()V
    iput-object p1, p0, Ljava/util/HashMap$View;->map:Ljava/util/HashMap;
    iput p2, p0, Ljava/util/HashMap$View;->mode:I
    return-void
.end method

.method public size()I
    .locals 1
    iget-object v0, p0, Ljava/util/HashMap$View;->map:Ljava/util/HashMap;
    iget v0, v0, Ljava/util/HashMap;->size:I
    return v0
.end method

.method public iterator()Ljava/util/Iterator;
    .locals 3
    new-instance v0, Ljava/util/HashMap$HashIterator;
    iget-object v1, p0, Ljava/util/HashMap$View;->map:Ljava/util/HashMap;
    iget v2, p0, Ljava/util/HashMap$View;->mode:I
    invoke-direct {v0, v1, v2}, Ljava/util/HashMap$HashIterator;-><init>(Ljava/util/HashMap;I)V
    return-object v0
.end method

.method public contains(Ljava/lang/Object;)Z
    .locals 2
    iget v0, p0, Ljava/util/HashMap$View;->mode:I
    if-nez v0, :general
    iget-object v0, p0, Ljava/util/HashMap$View;->map:Ljava/util/HashMap;
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->containsKey(Ljava/lang/Object;)Z
    move-result v0
    return v0
    :general
    invoke-super {p0, p1}, Ljava/util/AbstractCollection;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public clear()V
    .locals 1
    iget-object v0, p0, Ljava/util/HashMap$View;->map:Ljava/util/HashMap;
    invoke-virtual {v0}, Ljava/util/HashMap;->clear()V
    return-void
.end method
