.class final Ljava/util/concurrent/ConcurrentHashMap$Entry;
.super Ljava/lang/Object;
.source "ConcurrentHashMap.java"
.implements Ljava/util/Map$Entry;

# An entry handed out by entrySet()'s iterator (JDK MapEntry): setValue writes through.

.field private final key:Ljava/lang/Object;
.field private val:Ljava/lang/Object;
.field private final map:Ljava/util/concurrent/ConcurrentHashMap;

.method constructor <init>(Ljava/lang/Object;Ljava/lang/Object;Ljava/util/concurrent/ConcurrentHashMap;)V
    .locals 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ljava/util/concurrent/ConcurrentHashMap$Entry;->key:Ljava/lang/Object;
    iput-object p2, p0, Ljava/util/concurrent/ConcurrentHashMap$Entry;->val:Ljava/lang/Object;
    iput-object p3, p0, Ljava/util/concurrent/ConcurrentHashMap$Entry;->map:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method public getKey()Ljava/lang/Object;
    .locals 7
    iget-object v0, p0, Ljava/util/concurrent/ConcurrentHashMap$Entry;->key:Ljava/lang/Object;
    return-object v0
.end method

.method public getValue()Ljava/lang/Object;
    .locals 7
    iget-object v0, p0, Ljava/util/concurrent/ConcurrentHashMap$Entry;->val:Ljava/lang/Object;
    return-object v0
.end method

.method public setValue(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 7
    if-nez p1, :valued
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :valued
    iget-object v0, p0, Ljava/util/concurrent/ConcurrentHashMap$Entry;->val:Ljava/lang/Object;
    iput-object p1, p0, Ljava/util/concurrent/ConcurrentHashMap$Entry;->val:Ljava/lang/Object;
    iget-object v1, p0, Ljava/util/concurrent/ConcurrentHashMap$Entry;->map:Ljava/util/concurrent/ConcurrentHashMap;
    iget-object v2, p0, Ljava/util/concurrent/ConcurrentHashMap$Entry;->key:Ljava/lang/Object;
    invoke-virtual {v1, v2, p1}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    return-object v0
.end method

.method public hashCode()I
    .locals 7
    iget-object v0, p0, Ljava/util/concurrent/ConcurrentHashMap$Entry;->key:Ljava/lang/Object;
    invoke-virtual {v0}, Ljava/lang/Object;->hashCode()I
    move-result v0
    iget-object v1, p0, Ljava/util/concurrent/ConcurrentHashMap$Entry;->val:Ljava/lang/Object;
    invoke-virtual {v1}, Ljava/lang/Object;->hashCode()I
    move-result v1
    xor-int/2addr v0, v1
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .locals 7
    instance-of v0, p1, Ljava/util/Map$Entry;
    if-eqz v0, :no
    check-cast p1, Ljava/util/Map$Entry;
    invoke-interface {p1}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;
    move-result-object v0
    if-eqz v0, :no
    invoke-interface {p1}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;
    move-result-object v1
    if-eqz v1, :no
    iget-object v2, p0, Ljava/util/concurrent/ConcurrentHashMap$Entry;->key:Ljava/lang/Object;
    if-eq v0, v2, :keyok
    invoke-virtual {v0, v2}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :no
    :keyok
    iget-object v2, p0, Ljava/util/concurrent/ConcurrentHashMap$Entry;->val:Ljava/lang/Object;
    if-eq v1, v2, :yes
    invoke-virtual {v1, v2}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v3
    return v3
    :yes
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public toString()Ljava/lang/String;
    .locals 7
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    iget-object v1, p0, Ljava/util/concurrent/ConcurrentHashMap$Entry;->key:Ljava/lang/Object;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const/16 v1, 0x3d
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    iget-object v1, p0, Ljava/util/concurrent/ConcurrentHashMap$Entry;->val:Ljava/lang/Object;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
