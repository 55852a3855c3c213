.class public final Ljava/util/Objects;
.super Ljava/lang/Object;
.source "Objects.java"


.method public static equals(Ljava/lang/Object;Ljava/lang/Object;)Z
    .locals 1
    if-eq p0, p1, :yes
    if-eqz p0, :no
    invoke-virtual {p0, p1}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v0
    return v0
    :yes
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public static hashCode(Ljava/lang/Object;)I
    .locals 1
    if-nez p0, :nn
    const/4 v0, 0
    return v0
    :nn
    invoke-virtual {p0}, Ljava/lang/Object;->hashCode()I
    move-result v0
    return v0
.end method

.method public static varargs hash([Ljava/lang/Object;)I
    .locals 1
    invoke-static {p0}, Ljava/util/Arrays;->hashCode([Ljava/lang/Object;)I
    move-result v0
    return v0
.end method

.method public static toString(Ljava/lang/Object;)Ljava/lang/String;
    .locals 1
    invoke-static {p0}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static isNull(Ljava/lang/Object;)Z
    .locals 1
    if-nez p0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public static nonNull(Ljava/lang/Object;)Z
    .locals 1
    if-eqz p0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public static requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 1
    if-nez p0, :ok
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :ok
    return-object p0
.end method

.method public static requireNonNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;
    .locals 1
    if-nez p0, :ok
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0, p1}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V
    throw v0
    :ok
    return-object p0
.end method

# checkFromIndexSize(from, size, length): IndexOutOfBoundsException("Range [from, from +
# size) out of bounds for length length") unless 0 <= from <= from + size <= length.
.method public static checkFromIndexSize(III)I
    .registers 6
    or-int v0, p2, p0
    or-int/2addr v0, p1
    if-ltz v0, :bad
    sub-int v0, p2, p0
    if-gt p1, v0, :bad
    return p0
    :bad
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "Range ["
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, ", "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, " + "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, ") out of bounds for length "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/lang/IndexOutOfBoundsException;
    invoke-direct {v1, v0}, Ljava/lang/IndexOutOfBoundsException;-><init>(Ljava/lang/String;)V
    throw v1
.end method
