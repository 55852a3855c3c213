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

.method public static native fill([IIII)V
.end method

.method public static native copyOfRange([III)[I
.end method

.method public static native hashCode([I)I
.end method

.method public static native sort([III)V
.end method

.method public static native binarySearch([II)I
.end method

.method public static native binarySearch([IIII)I
.end method

.method public static native fill([JJ)V
.end method

.method public static native fill([JIIJ)V
.end method

.method public static native copyOf([JI)[J
.end method

.method public static native copyOfRange([JII)[J
.end method

.method public static native equals([J[J)Z
.end method

.method public static native hashCode([J)I
.end method

.method public static native sort([JII)V
.end method

.method public static native binarySearch([JJ)I
.end method

.method public static native binarySearch([JIIJ)I
.end method

.method public static native fill([SS)V
.end method

.method public static native fill([SIIS)V
.end method

.method public static native copyOf([SI)[S
.end method

.method public static native copyOfRange([SII)[S
.end method

.method public static native equals([S[S)Z
.end method

.method public static native hashCode([S)I
.end method

.method public static native sort([S)V
.end method

.method public static native sort([SII)V
.end method

.method public static native binarySearch([SS)I
.end method

.method public static native binarySearch([SIIS)I
.end method

.method public static native fill([BB)V
.end method

.method public static native fill([BIIB)V
.end method

.method public static native copyOf([BI)[B
.end method

.method public static native copyOfRange([BII)[B
.end method

.method public static native equals([B[B)Z
.end method

.method public static native hashCode([B)I
.end method

.method public static native sort([B)V
.end method

.method public static native sort([BII)V
.end method

.method public static native binarySearch([BB)I
.end method

.method public static native binarySearch([BIIB)I
.end method

.method public static native fill([CC)V
.end method

.method public static native fill([CIIC)V
.end method

.method public static native copyOf([CI)[C
.end method

.method public static native copyOfRange([CII)[C
.end method

.method public static native equals([C[C)Z
.end method

.method public static native hashCode([C)I
.end method

.method public static native sort([CII)V
.end method

.method public static native binarySearch([CC)I
.end method

.method public static native binarySearch([CIIC)I
.end method

.method public static native fill([FF)V
.end method

.method public static native fill([FIIF)V
.end method

.method public static native copyOf([FI)[F
.end method

.method public static native copyOfRange([FII)[F
.end method

.method public static native equals([F[F)Z
.end method

.method public static native hashCode([F)I
.end method

.method public static native sort([F)V
.end method

.method public static native sort([FII)V
.end method

.method public static native binarySearch([FF)I
.end method

.method public static native binarySearch([FIIF)I
.end method

.method public static native fill([DD)V
.end method

.method public static native fill([DIID)V
.end method

.method public static native copyOf([DI)[D
.end method

.method public static native copyOfRange([DII)[D
.end method

.method public static native equals([D[D)Z
.end method

.method public static native hashCode([D)I
.end method

.method public static native sort([DII)V
.end method

.method public static native binarySearch([DD)I
.end method

.method public static native binarySearch([DIID)I
.end method

.method public static native fill([ZZ)V
.end method

.method public static native fill([ZIIZ)V
.end method

.method public static native copyOf([ZI)[Z
.end method

.method public static native copyOfRange([ZII)[Z
.end method

.method public static native equals([Z[Z)Z
.end method

.method public static native hashCode([Z)I
.end method

.method public static native fill([Ljava/lang/Object;IILjava/lang/Object;)V
.end method

.method public static native copyOf([Ljava/lang/Object;I)[Ljava/lang/Object;
.end method

.method public static native copyOfRange([Ljava/lang/Object;II)[Ljava/lang/Object;
.end method

.method public static native copyOf([Ljava/lang/Object;ILjava/lang/Class;)[Ljava/lang/Object;
.end method

.method public static native copyOfRange([Ljava/lang/Object;IILjava/lang/Class;)[Ljava/lang/Object;
.end method

.method private static native rangeCheck(III)V
.end method

.method public static binarySearch([Ljava/lang/Object;Ljava/lang/Object;)I
    .registers 4
    const/4 v0, 0
    array-length v1, p0
    invoke-static {p0, v0, v1, p1}, Ljava/util/Arrays;->binarySearch0([Ljava/lang/Object;IILjava/lang/Object;)I
    move-result v0
    return v0
.end method

.method public static binarySearch([Ljava/lang/Object;IILjava/lang/Object;)I
    .registers 5
    array-length v0, p0
    invoke-static {v0, p1, p2}, Ljava/util/Arrays;->rangeCheck(III)V
    invoke-static {p0, p1, p2, p3}, Ljava/util/Arrays;->binarySearch0([Ljava/lang/Object;IILjava/lang/Object;)I
    move-result v0
    return v0
.end method

# The JDK's probe sequence: mid = (low + high) >>> 1, compareTo of the middle element.
.method private static binarySearch0([Ljava/lang/Object;IILjava/lang/Object;)I
    .registers 9
    move v0, p1
    add-int/lit8 v1, p2, -1
    :loop
    if-gt v0, v1, :missing
    add-int v2, v0, v1
    ushr-int/lit8 v2, v2, 1
    aget-object v3, p0, v2
    check-cast v3, Ljava/lang/Comparable;
    invoke-interface {v3, p3}, Ljava/lang/Comparable;->compareTo(Ljava/lang/Object;)I
    move-result v4
    if-gez v4, :notless
    add-int/lit8 v0, v2, 1
    goto :loop
    :notless
    if-lez v4, :found
    add-int/lit8 v1, v2, -1
    goto :loop
    :found
    return v2
    :missing
    add-int/lit8 v0, v0, 1
    neg-int v0, v0
    return v0
.end method

.method public static binarySearch([Ljava/lang/Object;Ljava/lang/Object;Ljava/util/Comparator;)I
    .registers 5
    const/4 v0, 0
    array-length v1, p0
    invoke-static {p0, v0, v1, p1, p2}, Ljava/util/Arrays;->binarySearch0([Ljava/lang/Object;IILjava/lang/Object;Ljava/util/Comparator;)I
    move-result v0
    return v0
.end method

.method public static binarySearch([Ljava/lang/Object;IILjava/lang/Object;Ljava/util/Comparator;)I
    .registers 6
    array-length v0, p0
    invoke-static {v0, p1, p2}, Ljava/util/Arrays;->rangeCheck(III)V
    invoke-static/range {p0 .. p4}, Ljava/util/Arrays;->binarySearch0([Ljava/lang/Object;IILjava/lang/Object;Ljava/util/Comparator;)I
    move-result v0
    return v0
.end method

# A null comparator means natural order.
.method private static binarySearch0([Ljava/lang/Object;IILjava/lang/Object;Ljava/util/Comparator;)I
    .registers 10
    if-nez p4, :cmp
    invoke-static {p0, p1, p2, p3}, Ljava/util/Arrays;->binarySearch0([Ljava/lang/Object;IILjava/lang/Object;)I
    move-result v0
    return v0
    :cmp
    move v0, p1
    add-int/lit8 v1, p2, -1
    :loop
    if-gt v0, v1, :missing
    add-int v2, v0, v1
    ushr-int/lit8 v2, v2, 1
    aget-object v3, p0, v2
    invoke-interface {p4, v3, p3}, Ljava/util/Comparator;->compare(Ljava/lang/Object;Ljava/lang/Object;)I
    move-result v4
    if-gez v4, :notless
    add-int/lit8 v0, v2, 1
    goto :loop
    :notless
    if-lez v4, :found
    add-int/lit8 v1, v2, -1
    goto :loop
    :found
    return v2
    :missing
    add-int/lit8 v0, v0, 1
    neg-int v0, v0
    return v0
.end method
