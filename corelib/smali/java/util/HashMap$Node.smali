.class public Ljava/util/HashMap$Node;
.super Ljava/lang/Object;
.source "HashMap.java"
.implements Ljava/util/Map$Entry;


.field hash:I
.field key:Ljava/lang/Object;
.field value:Ljava/lang/Object;
.field next:Ljava/util/HashMap$Node;

.method constructor <init>(ILjava/lang/Object;Ljava/lang/Object;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Ljava/util/HashMap$Node;->hash:I
    iput-object p2, p0, Ljava/util/HashMap$Node;->key:Ljava/lang/Object;
    iput-object p3, p0, Ljava/util/HashMap$Node;->value:Ljava/lang/Object;
    return-void
.end method

.method public getKey()Ljava/lang/Object;
    .locals 1
    iget-object v0, p0, Ljava/util/HashMap$Node;->key:Ljava/lang/Object;
    return-object v0
.end method

.method public getValue()Ljava/lang/Object;
    .locals 1
    iget-object v0, p0, Ljava/util/HashMap$Node;->value:Ljava/lang/Object;
    return-object v0
.end method

.method public setValue(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 1
    iget-object v0, p0, Ljava/util/HashMap$Node;->value:Ljava/lang/Object;
    iput-object p1, p0, Ljava/util/HashMap$Node;->value:Ljava/lang/Object;
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .locals 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    iget-object v1, p0, Ljava/util/HashMap$Node;->key:Ljava/lang/Object;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const/16 v1, 0x3d
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    iget-object v1, p0, Ljava/util/HashMap$Node;->value:Ljava/lang/Object;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .locals 3
    const/4 v0, 0
    iget-object v1, p0, Ljava/util/HashMap$Node;->key:Ljava/lang/Object;
    if-eqz v1, :k
    invoke-virtual {v1}, Ljava/lang/Object;->hashCode()I
    move-result v0
    :k
    const/4 v2, 0
    iget-object v1, p0, Ljava/util/HashMap$Node;->value:Ljava/lang/Object;
    if-eqz v1, :v
    invoke-virtual {v1}, Ljava/lang/Object;->hashCode()I
    move-result v2
    :v
    xor-int/2addr v0, v2
    return v0
.end method
