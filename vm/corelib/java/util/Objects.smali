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
