.class public final Ljava/util/Arrays;
.super Ljava/lang/Object;
.source "Arrays.java"

.method public static native toString([I)Ljava/lang/String;
.end method

.method public static native toString([J)Ljava/lang/String;
.end method

.method public static native toString([C)Ljava/lang/String;
.end method

.method public static native toString([B)Ljava/lang/String;
.end method

.method public static native toString([S)Ljava/lang/String;
.end method

.method public static native toString([Z)Ljava/lang/String;
.end method

.method public static native toString([D)Ljava/lang/String;
.end method

.method public static native toString([F)Ljava/lang/String;
.end method

.method public static native sort([I)V
.end method

.method public static native sort([J)V
.end method

.method public static native sort([D)V
.end method

.method public static native sort([C)V
.end method

.method public static native fill([II)V
.end method

.method public static native fill([Ljava/lang/Object;Ljava/lang/Object;)V
.end method

.method public static native equals([I[I)Z
.end method

.method public static native copyOf([II)[I
.end method

.method public static sort([Ljava/lang/Object;)V
    .registers 7

    # insertion sort (stable) over p0
    array-length v0, p0
    const/4 v1, 1
    :outer
    if-ge v1, v0, :done
    aget-object v2, p0, v1
    add-int/lit8 v3, v1, -1
    :inner
    if-ltz v3, :place
    aget-object v4, p0, v3
    move-object v5, v4
    check-cast v5, Ljava/lang/Comparable;
    invoke-interface {v5, v2}, Ljava/lang/Comparable;->compareTo(Ljava/lang/Object;)I
    move-result v5
    if-lez v5, :place
    add-int/lit8 v5, v3, 1
    aput-object v4, p0, v5
    add-int/lit8 v3, v3, -1
    goto :inner
    :place
    add-int/lit8 v5, v3, 1
    aput-object v2, p0, v5
    add-int/lit8 v1, v1, 1
    goto :outer
    :done

    return-void
.end method

.method public static sort([Ljava/lang/Object;Ljava/util/Comparator;)V
    .registers 8

    # insertion sort (stable) over p0
    array-length v0, p0
    const/4 v1, 1
    :outer
    if-ge v1, v0, :done
    aget-object v2, p0, v1
    add-int/lit8 v3, v1, -1
    :inner
    if-ltz v3, :place
    aget-object v4, p0, v3
    invoke-interface {p1, v4, v2}, Ljava/util/Comparator;->compare(Ljava/lang/Object;Ljava/lang/Object;)I
    move-result v5
    if-lez v5, :place
    add-int/lit8 v5, v3, 1
    aput-object v4, p0, v5
    add-int/lit8 v3, v3, -1
    goto :inner
    :place
    add-int/lit8 v5, v3, 1
    aput-object v2, p0, v5
    add-int/lit8 v1, v1, 1
    goto :outer
    :done

    return-void
.end method

.method public static toString([Ljava/lang/Object;)Ljava/lang/String;
    .registers 5
    if-nez p0, :nn
    const-string v0, "null"
    return-object v0
    :nn
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "["
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const/4 v1, 0
    array-length v2, p0
    :loop
    if-ge v1, v2, :done
    if-eqz v1, :first
    const-string v3, ", "
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :first
    aget-object v3, p0, v1
    invoke-static {v3}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    const/16 v3, 0x5d
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static equals([Ljava/lang/Object;[Ljava/lang/Object;)Z
    .registers 7
    if-ne p0, p1, :ne
    const/4 v0, 1
    return v0
    :ne
    if-eqz p0, :no
    if-eqz p1, :no
    array-length v0, p0
    array-length v1, p1
    if-ne v0, v1, :no
    const/4 v1, 0
    :loop
    if-ge v1, v0, :yes
    aget-object v2, p0, v1
    aget-object v3, p1, v1
    if-eq v2, v3, :next
    if-eqz v2, :no
    invoke-virtual {v2, v3}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v4
    if-eqz v4, :no
    :next
    add-int/lit8 v1, v1, 1
    goto :loop
    :yes
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public static hashCode([Ljava/lang/Object;)I
    .registers 6
    if-nez p0, :nn
    const/4 v0, 0
    return v0
    :nn
    const/4 v0, 1
    array-length v1, p0
    const/4 v2, 0
    :loop
    if-ge v2, v1, :done
    aget-object v3, p0, v2
    const/4 v4, 0
    if-eqz v3, :null
    invoke-virtual {v3}, Ljava/lang/Object;->hashCode()I
    move-result v4
    :null
    mul-int/lit8 v0, v0, 31
    add-int/2addr v0, v4
    add-int/lit8 v2, v2, 1
    goto :loop
    :done
    return v0
.end method

.method public static asList([Ljava/lang/Object;)Ljava/util/List;
    .registers 5
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    const/4 v1, 0
    array-length v2, p0
    :loop
    if-ge v1, v2, :done
    aget-object v3, p0, v1
    invoke-virtual {v0, v3}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    return-object v0
.end method
