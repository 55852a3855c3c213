.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Multi-dimensional arrays as dx compiles them: the dimensions in an int[] made by
# filled-new-array, the innermost component class (Integer.TYPE etc. for primitives,
# const-class otherwise) and java.lang.reflect.Array.newInstance(Class, int[]); plus
# Array.newInstance(Class, int), getLength, get and set.

.method public static main([Ljava/lang/String;)V
    .locals 8

    # int[][] g = new int[2][3]; g[1][2] = 7;
    const/4 v0, 2
    const/4 v1, 3
    filled-new-array {v0, v1}, [I
    move-result-object v0
    sget-object v1, Ljava/lang/Integer;->TYPE:Ljava/lang/Class;
    invoke-static {v1, v0}, Ljava/lang/reflect/Array;->newInstance(Ljava/lang/Class;[I)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [[I
    const/4 v1, 1
    aget-object v1, v0, v1
    const/4 v2, 2
    const/4 v3, 7
    aput v3, v1, v2
    array-length v1, v0
    invoke-static {v1}, LMain;->p(I)V
    const/4 v1, 0
    aget-object v1, v0, v1
    array-length v2, v1
    invoke-static {v2}, LMain;->p(I)V
    invoke-static {v1}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    const/4 v1, 1
    aget-object v1, v0, v1
    invoke-static {v1}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    const/4 v1, 0
    aget-object v1, v0, v1
    const/4 v2, 1
    aget-object v2, v0, v2
    if-eq v1, v2, :shared
    const-string v1, "rows distinct"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    :shared
    invoke-static {v0}, LMain;->className(Ljava/lang/Object;)V

    # String[][] s = new String[2][2]; s[0][1] = "x";
    const/4 v0, 2
    filled-new-array {v0, v0}, [I
    move-result-object v0
    const-class v1, Ljava/lang/String;
    invoke-static {v1, v0}, Ljava/lang/reflect/Array;->newInstance(Ljava/lang/Class;[I)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [[Ljava/lang/String;
    const/4 v1, 0
    aget-object v1, v0, v1
    const/4 v2, 1
    const-string v3, "x"
    aput-object v3, v1, v2
    invoke-static {v1}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    const/4 v1, 1
    aget-object v1, v0, v1
    invoke-static {v1}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    invoke-static {v0}, LMain;->className(Ljava/lang/Object;)V

    # long[][][] l = new long[2][3][4]; l[1][2][3] = 5L;
    const/4 v0, 2
    const/4 v1, 3
    const/4 v2, 4
    filled-new-array {v0, v1, v2}, [I
    move-result-object v0
    sget-object v1, Ljava/lang/Long;->TYPE:Ljava/lang/Class;
    invoke-static {v1, v0}, Ljava/lang/reflect/Array;->newInstance(Ljava/lang/Class;[I)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [[[J
    const/4 v1, 1
    aget-object v1, v0, v1
    const/4 v2, 2
    aget-object v2, v1, v2
    const/4 v3, 3
    const-wide/16 v4, 5
    aput-wide v4, v2, v3
    aget-wide v4, v2, v3
    invoke-static {v4, v5}, LMain;->p(J)V
    array-length v3, v1
    invoke-static {v3}, LMain;->p(I)V
    array-length v3, v2
    invoke-static {v3}, LMain;->p(I)V
    invoke-static {v0}, LMain;->className(Ljava/lang/Object;)V

    # int[][][] partial = new int[2][3][];
    const/4 v0, 2
    const/4 v1, 3
    filled-new-array {v0, v1}, [I
    move-result-object v0
    const-class v1, [I
    invoke-static {v1, v0}, Ljava/lang/reflect/Array;->newInstance(Ljava/lang/Class;[I)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [[[I
    const/4 v1, 1
    aget-object v1, v0, v1
    array-length v2, v1
    invoke-static {v2}, LMain;->p(I)V
    const/4 v2, 2
    aget-object v2, v1, v2
    if-nez v2, :notnull
    const-string v2, "innermost rows are null"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    :notnull
    invoke-static {v0}, LMain;->className(Ljava/lang/Object;)V

    # boolean[][] b = new boolean[1][2]; char[][] c = new char[2][1]; with each box TYPE
    const/4 v0, 1
    const/4 v1, 2
    filled-new-array {v0, v1}, [I
    move-result-object v2
    sget-object v3, Ljava/lang/Boolean;->TYPE:Ljava/lang/Class;
    invoke-static {v3, v2}, Ljava/lang/reflect/Array;->newInstance(Ljava/lang/Class;[I)Ljava/lang/Object;
    move-result-object v3
    check-cast v3, [[Z
    const/4 v4, 0
    aget-object v3, v3, v4
    invoke-static {v3}, Ljava/util/Arrays;->toString([Z)Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    sget-object v3, Ljava/lang/Byte;->TYPE:Ljava/lang/Class;
    invoke-static {v3, v2}, Ljava/lang/reflect/Array;->newInstance(Ljava/lang/Class;[I)Ljava/lang/Object;
    move-result-object v3
    invoke-static {v3}, LMain;->className(Ljava/lang/Object;)V
    sget-object v3, Ljava/lang/Character;->TYPE:Ljava/lang/Class;
    invoke-static {v3, v2}, Ljava/lang/reflect/Array;->newInstance(Ljava/lang/Class;[I)Ljava/lang/Object;
    move-result-object v3
    invoke-static {v3}, LMain;->className(Ljava/lang/Object;)V
    sget-object v3, Ljava/lang/Short;->TYPE:Ljava/lang/Class;
    invoke-static {v3, v2}, Ljava/lang/reflect/Array;->newInstance(Ljava/lang/Class;[I)Ljava/lang/Object;
    move-result-object v3
    invoke-static {v3}, LMain;->className(Ljava/lang/Object;)V
    sget-object v3, Ljava/lang/Float;->TYPE:Ljava/lang/Class;
    invoke-static {v3, v2}, Ljava/lang/reflect/Array;->newInstance(Ljava/lang/Class;[I)Ljava/lang/Object;
    move-result-object v3
    check-cast v3, [[F
    const/4 v4, 0
    aget-object v3, v3, v4
    invoke-static {v3}, Ljava/util/Arrays;->toString([F)Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    sget-object v3, Ljava/lang/Double;->TYPE:Ljava/lang/Class;
    invoke-static {v3, v2}, Ljava/lang/reflect/Array;->newInstance(Ljava/lang/Class;[I)Ljava/lang/Object;
    move-result-object v3
    invoke-static {v3}, LMain;->className(Ljava/lang/Object;)V

    # int[][] z = new int[0][5];
    const/4 v0, 0
    const/4 v1, 5
    filled-new-array {v0, v1}, [I
    move-result-object v0
    sget-object v1, Ljava/lang/Integer;->TYPE:Ljava/lang/Class;
    invoke-static {v1, v0}, Ljava/lang/reflect/Array;->newInstance(Ljava/lang/Class;[I)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [[I
    array-length v0, v0
    invoke-static {v0}, LMain;->p(I)V

    # new int[2][n] with n = -1
    :neg_start
    const/4 v0, 2
    const/4 v1, -1
    filled-new-array {v0, v1}, [I
    move-result-object v0
    sget-object v1, Ljava/lang/Integer;->TYPE:Ljava/lang/Class;
    invoke-static {v1, v0}, Ljava/lang/reflect/Array;->newInstance(Ljava/lang/Class;[I)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [[I
    const-string v0, "no exception"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    :neg_end
    .catch Ljava/lang/NegativeArraySizeException; {:neg_start .. :neg_end} :neg_caught
    goto :prims
    :neg_caught
    move-exception v0
    invoke-static {v0}, LMain;->describe(Ljava/lang/Throwable;)V

    :prims
    sget-object v0, Ljava/lang/Integer;->TYPE:Ljava/lang/Class;
    invoke-static {v0}, LMain;->primitive(Ljava/lang/Class;)V
    sget-object v0, Ljava/lang/Boolean;->TYPE:Ljava/lang/Class;
    invoke-static {v0}, LMain;->primitive(Ljava/lang/Class;)V
    sget-object v0, Ljava/lang/Character;->TYPE:Ljava/lang/Class;
    invoke-static {v0}, LMain;->primitive(Ljava/lang/Class;)V
    sget-object v0, Ljava/lang/Long;->TYPE:Ljava/lang/Class;
    invoke-static {v0}, LMain;->primitive(Ljava/lang/Class;)V
    sget-object v0, Ljava/lang/Double;->TYPE:Ljava/lang/Class;
    invoke-static {v0}, LMain;->primitive(Ljava/lang/Class;)V
    sget-object v0, Ljava/lang/Void;->TYPE:Ljava/lang/Class;
    invoke-static {v0}, LMain;->primitive(Ljava/lang/Class;)V
    sget-object v0, Ljava/lang/Integer;->TYPE:Ljava/lang/Class;
    const-class v1, [I
    invoke-virtual {v1}, Ljava/lang/Class;->getComponentType()Ljava/lang/Class;
    move-result-object v1
    if-ne v0, v1, :differs
    const-string v0, "Integer.TYPE == int[].class.getComponentType()"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    :differs

    invoke-static {}, LMain;->reflectArray()V
    invoke-static {}, LMain;->filledOfArrays()V
    return-void
.end method

# filled-new-array of array and reference element types (int[][] from two rows,
# Object[] through the /range form).
.method static filledOfArrays()V
    .locals 8
    const/4 v0, 1
    const/4 v1, 2
    filled-new-array {v0, v1}, [I
    move-result-object v2
    filled-new-array {v1, v0, v1}, [I
    move-result-object v3
    filled-new-array {v2, v3}, [[I
    move-result-object v4
    invoke-static {v4}, LMain;->className(Ljava/lang/Object;)V
    array-length v5, v4
    invoke-static {v5}, LMain;->p(I)V
    const/4 v5, 1
    aget-object v5, v4, v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    move-object v5, v2
    const-string v6, "s"
    move-object v7, v4
    filled-new-array/range {v5 .. v7}, [Ljava/lang/Object;
    move-result-object v5
    invoke-static {v5}, LMain;->className(Ljava/lang/Object;)V
    array-length v6, v5
    invoke-static {v6}, LMain;->p(I)V
    const/4 v6, 1
    aget-object v6, v5, v6
    invoke-static {v6}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method

# Object o = Array.newInstance(String.class, 3); Array.set/get/getLength; int[] via
# Array.newInstance(int.class, 2) with widening in set and boxing in get.
.method static reflectArray()V
    .locals 6
    const-class v0, Ljava/lang/String;
    const/4 v1, 3
    invoke-static {v0, v1}, Ljava/lang/reflect/Array;->newInstance(Ljava/lang/Class;I)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, LMain;->className(Ljava/lang/Object;)V
    const/4 v1, 1
    const-string v2, "y"
    invoke-static {v0, v1, v2}, Ljava/lang/reflect/Array;->set(Ljava/lang/Object;ILjava/lang/Object;)V
    invoke-static {v0, v1}, Ljava/lang/reflect/Array;->get(Ljava/lang/Object;I)Ljava/lang/Object;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    invoke-static {v0}, Ljava/lang/reflect/Array;->getLength(Ljava/lang/Object;)I
    move-result v2
    invoke-static {v2}, LMain;->p(I)V
    check-cast v0, [Ljava/lang/String;
    invoke-static {v0}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V

    sget-object v0, Ljava/lang/Integer;->TYPE:Ljava/lang/Class;
    const/4 v1, 3
    invoke-static {v0, v1}, Ljava/lang/reflect/Array;->newInstance(Ljava/lang/Class;I)Ljava/lang/Object;
    move-result-object v0
    const/4 v1, 0
    const/16 v2, 42
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-static {v0, v1, v2}, Ljava/lang/reflect/Array;->set(Ljava/lang/Object;ILjava/lang/Object;)V
    const/4 v1, 1
    const/16 v2, 65
    invoke-static {v2}, Ljava/lang/Character;->valueOf(C)Ljava/lang/Character;
    move-result-object v2
    invoke-static {v0, v1, v2}, Ljava/lang/reflect/Array;->set(Ljava/lang/Object;ILjava/lang/Object;)V
    const/4 v1, 2
    const/4 v2, -3
    invoke-static {v2}, Ljava/lang/Short;->valueOf(S)Ljava/lang/Short;
    move-result-object v2
    invoke-static {v0, v1, v2}, Ljava/lang/reflect/Array;->set(Ljava/lang/Object;ILjava/lang/Object;)V
    move-object v3, v0
    check-cast v3, [I
    invoke-static {v3}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const/4 v1, 0
    invoke-static {v0, v1}, Ljava/lang/reflect/Array;->get(Ljava/lang/Object;I)Ljava/lang/Object;
    move-result-object v2
    invoke-static {v2}, LMain;->className(Ljava/lang/Object;)V
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V

    # a long cannot narrow into int[]: IllegalArgumentException
    :narrow_start
    const-wide/16 v2, 1
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-static {v0, v1, v2}, Ljava/lang/reflect/Array;->set(Ljava/lang/Object;ILjava/lang/Object;)V
    :narrow_end
    .catch Ljava/lang/IllegalArgumentException; {:narrow_start .. :narrow_end} :narrow_caught
    goto :dbl
    :narrow_caught
    move-exception v2
    invoke-static {v2}, LMain;->className(Ljava/lang/Object;)V

    :dbl
    sget-object v0, Ljava/lang/Double;->TYPE:Ljava/lang/Class;
    const/4 v1, 2
    invoke-static {v0, v1}, Ljava/lang/reflect/Array;->newInstance(Ljava/lang/Class;I)Ljava/lang/Object;
    move-result-object v0
    const/4 v1, 0
    const/4 v2, 7
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-static {v0, v1, v2}, Ljava/lang/reflect/Array;->set(Ljava/lang/Object;ILjava/lang/Object;)V
    const/4 v1, 1
    const-wide v2, 0x4002000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    invoke-static {v0, v1, v2}, Ljava/lang/reflect/Array;->set(Ljava/lang/Object;ILjava/lang/Object;)V
    invoke-static {v0, v1}, Ljava/lang/reflect/Array;->get(Ljava/lang/Object;I)Ljava/lang/Object;
    move-result-object v2
    invoke-static {v2}, LMain;->className(Ljava/lang/Object;)V
    check-cast v0, [D
    invoke-static {v0}, Ljava/util/Arrays;->toString([D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V

    sget-object v0, Ljava/lang/Boolean;->TYPE:Ljava/lang/Class;
    const/4 v1, 1
    invoke-static {v0, v1}, Ljava/lang/reflect/Array;->newInstance(Ljava/lang/Class;I)Ljava/lang/Object;
    move-result-object v0
    const/4 v1, 0
    # Array.get boxes: ART with Boolean.valueOf (canonical objects), HotSpot with new
    # ones, so only the value is printed.
    invoke-static {v0, v1}, Ljava/lang/reflect/Array;->get(Ljava/lang/Object;I)Ljava/lang/Object;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V

    :idx_start
    const/4 v1, 5
    invoke-static {v0, v1}, Ljava/lang/reflect/Array;->get(Ljava/lang/Object;I)Ljava/lang/Object;
    :idx_end
    .catch Ljava/lang/ArrayIndexOutOfBoundsException; {:idx_start .. :idx_end} :idx_caught
    goto :notarr
    :idx_caught
    move-exception v2
    invoke-static {v2}, LMain;->className(Ljava/lang/Object;)V

    :notarr
    :na_start
    const-string v0, "not an array"
    invoke-static {v0}, Ljava/lang/reflect/Array;->getLength(Ljava/lang/Object;)I
    :na_end
    .catch Ljava/lang/IllegalArgumentException; {:na_start .. :na_end} :na_caught
    goto :void
    :na_caught
    move-exception v2
    invoke-static {v2}, LMain;->describe(Ljava/lang/Throwable;)V

    :void
    :void_start
    sget-object v0, Ljava/lang/Void;->TYPE:Ljava/lang/Class;
    const/4 v1, 1
    invoke-static {v0, v1}, Ljava/lang/reflect/Array;->newInstance(Ljava/lang/Class;I)Ljava/lang/Object;
    :void_end
    .catch Ljava/lang/IllegalArgumentException; {:void_start .. :void_end} :void_caught
    goto :nullclass
    :void_caught
    move-exception v2
    invoke-static {v2}, LMain;->className(Ljava/lang/Object;)V

    :nullclass
    :nc_start
    const/4 v0, 0
    const/4 v1, 1
    invoke-static {v0, v1}, Ljava/lang/reflect/Array;->newInstance(Ljava/lang/Class;I)Ljava/lang/Object;
    :nc_end
    .catch Ljava/lang/NullPointerException; {:nc_start .. :nc_end} :nc_caught
    goto :done
    :nc_caught
    move-exception v2
    invoke-static {v2}, LMain;->className(Ljava/lang/Object;)V
    :done
    return-void
.end method

.method static primitive(Ljava/lang/Class;)V
    .locals 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {p0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, " primitive="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/lang/Class;->isPrimitive()Z
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const-string v1, " "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static className(Ljava/lang/Object;)V
    .locals 1
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static describe(Ljava/lang/Throwable;)V
    .locals 2
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {p0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method static p(J)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0, p1}, Ljava/io/PrintStream;->println(J)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static p(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method
