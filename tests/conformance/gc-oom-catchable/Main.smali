.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# OutOfMemoryError is an ordinary catchable Throwable: 256 KiB arrays are added to a list
# until the 16 MiB heap is exhausted, six frames catch and rethrow the error, main catches
# it, the arrays that did fit still hold their stamps, and once the list is dropped the
# same allocations succeed again (and can exhaust the heap a second time). Requests larger
# than any heap (int[Integer.MAX_VALUE], 8 GiB, 64 MiB) fail with OutOfMemoryError too.
# Counts are printed as bounds only, since how many arrays fit depends on the collector.

.field static rethrows:I

.method static fill(Ljava/util/ArrayList;)V
    .locals 4
    .line 10
    const/4 v0, 0
    :loop
    .line 11
    const/high16 v1, 0x10000
    new-array v1, v1, [I
    .line 12
    const/4 v2, 0
    aput v0, v1, v2
    const v2, 0xffff
    aput v0, v1, v2
    .line 13
    invoke-virtual {p0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    add-int/lit8 v0, v0, 1
    goto :loop
.end method

.method static deep(ILjava/util/ArrayList;)V
    .locals 2
    :try_start
    .line 20
    if-nez p0, :recurse
    invoke-static {p1}, LMain;->fill(Ljava/util/ArrayList;)V
    goto :done
    :recurse
    .line 21
    add-int/lit8 v0, p0, -1
    invoke-static {v0, p1}, LMain;->deep(ILjava/util/ArrayList;)V
    :try_end
    .catch Ljava/lang/OutOfMemoryError; {:try_start .. :try_end} :oom
    :done
    return-void
    :oom
    move-exception v0
    .line 23
    sget v1, LMain;->rethrows:I
    add-int/lit8 v1, v1, 1
    sput v1, LMain;->rethrows:I
    .line 24
    throw v0
.end method

# How many arrays in the list still hold the stamps fill() wrote (their index).
.method static stamped(Ljava/util/ArrayList;)I
    .locals 6
    .line 30
    const/4 v0, 0
    const/4 v1, 0
    invoke-virtual {p0}, Ljava/util/ArrayList;->size()I
    move-result v2
    :loop
    if-ge v1, v2, :end
    .line 31
    invoke-virtual {p0, v1}, Ljava/util/ArrayList;->get(I)Ljava/lang/Object;
    move-result-object v3
    check-cast v3, [I
    const/4 v4, 0
    aget v5, v3, v4
    if-ne v5, v1, :next
    const v4, 0xffff
    aget v5, v3, v4
    if-ne v5, v1, :next
    array-length v5, v3
    const/high16 v4, 0x10000
    if-ne v5, v4, :next
    add-int/lit8 v0, v0, 1
    :next
    add-int/lit8 v1, v1, 1
    goto :loop
    :end
    return v0
.end method

.method static huge(I)Ljava/lang/String;
    .locals 2
    :try_start
    .line 40
    if-nez p0, :not0
    sget v0, Ljava/lang/Integer;->MAX_VALUE:I
    new-array v0, v0, [I
    array-length v0, v0
    goto :made
    :not0
    const/4 v0, 1
    if-ne p0, v0, :not1
    .line 41
    const/high16 v0, 0x40000000
    new-array v0, v0, [J
    array-length v0, v0
    goto :made
    :not1
    .line 42
    const/high16 v0, 0x1000000
    new-array v0, v0, [Ljava/lang/Object;
    array-length v0, v0
    :made
    .line 43
    invoke-static {v0}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v0
    return-object v0
    :try_end
    .catch Ljava/lang/OutOfMemoryError; {:try_start .. :try_end} :oom
    :oom
    move-exception v0
    .line 45
    invoke-virtual {v0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    return-object v1
.end method

.method static p(Ljava/lang/String;Z)V
    .locals 1
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v0, p1}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method

.method static p(Ljava/lang/String;Ljava/lang/String;)V
    .locals 1
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v0, p1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .locals 8
    .line 50
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    const/4 v7, 0
    const/4 v1, -1
    const/4 v2, -1
    :try_start
    .line 51
    const/4 v3, 5
    invoke-static {v3, v0}, LMain;->deep(ILjava/util/ArrayList;)V
    .line 52
    const-string v3, "no OutOfMemoryError"
    const-string v4, ""
    invoke-static {v3, v4}, LMain;->p(Ljava/lang/String;Ljava/lang/String;)V
    :try_end
    .catch Ljava/lang/OutOfMemoryError; {:try_start .. :try_end} :oom
    goto :after
    :oom
    move-exception v7
    .line 54
    invoke-virtual {v0}, Ljava/util/ArrayList;->size()I
    move-result v1
    invoke-static {v0}, LMain;->stamped(Ljava/util/ArrayList;)I
    move-result v2
    .line 55
    invoke-virtual {v0}, Ljava/util/ArrayList;->clear()V
    const/4 v0, 0
    :after
    .line 57
    const-string v3, "caught: "
    if-nez v7, :named
    const-string v4, "nothing"
    goto :print_name
    :named
    invoke-virtual {v7}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v4
    invoke-virtual {v4}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v4
    :print_name
    invoke-static {v3, v4}, LMain;->p(Ljava/lang/String;Ljava/lang/String;)V
    const/4 v7, 0
    const/4 v4, 0
    .line 58
    const-string v3, "caught and rethrown by 6 frames: "
    sget v4, LMain;->rethrows:I
    const/4 v5, 6
    const/4 v6, 1
    if-eq v4, v5, :six
    const/4 v6, 0
    :six
    invoke-static {v3, v6}, LMain;->p(Ljava/lang/String;Z)V
    .line 59
    const-string v3, "at least 10 arrays fitted: "
    const/4 v6, 0
    const/16 v5, 10
    if-lt v1, v5, :ten_print
    const/4 v6, 1
    :ten_print
    invoke-static {v3, v6}, LMain;->p(Ljava/lang/String;Z)V
    .line 60
    const-string v3, "fewer than 64 fitted in 16 MiB: "
    const/4 v6, 0
    const/16 v5, 64
    if-ge v1, v5, :under_print
    const/4 v6, 1
    :under_print
    invoke-static {v3, v6}, LMain;->p(Ljava/lang/String;Z)V
    .line 61
    const-string v3, "stamps intact: "
    const/4 v6, 0
    if-ne v2, v1, :stamps_print
    const/4 v6, 1
    :stamps_print
    invoke-static {v3, v6}, LMain;->p(Ljava/lang/String;Z)V
    .line 63
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    const/4 v1, 0
    :again
    const/16 v5, 10
    if-ge v1, v5, :again_end
    .line 64
    const/high16 v4, 0x10000
    new-array v4, v4, [I
    const/4 v5, 0
    aput v1, v4, v5
    const v5, 0xffff
    aput v1, v4, v5
    invoke-virtual {v0, v4}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    const/4 v4, 0
    add-int/lit8 v1, v1, 1
    goto :again
    :again_end
    .line 65
    const-string v3, "recovered: 10 arrays allocated again, stamps intact: "
    invoke-static {v0}, LMain;->stamped(Ljava/util/ArrayList;)I
    move-result v2
    const/4 v6, 0
    const/16 v5, 10
    if-ne v2, v5, :again_print
    const/4 v6, 1
    :again_print
    invoke-static {v3, v6}, LMain;->p(Ljava/lang/String;Z)V
    const/4 v0, 0
    .line 67
    const-string v3, "new int[2147483647]: "
    const/4 v5, 0
    invoke-static {v5}, LMain;->huge(I)Ljava/lang/String;
    move-result-object v4
    invoke-static {v3, v4}, LMain;->p(Ljava/lang/String;Ljava/lang/String;)V
    .line 68
    const-string v3, "new long[1073741824]: "
    const/4 v5, 1
    invoke-static {v5}, LMain;->huge(I)Ljava/lang/String;
    move-result-object v4
    invoke-static {v3, v4}, LMain;->p(Ljava/lang/String;Ljava/lang/String;)V
    .line 69
    const-string v3, "new Object[16777216]: "
    const/4 v5, 2
    invoke-static {v5}, LMain;->huge(I)Ljava/lang/String;
    move-result-object v4
    invoke-static {v3, v4}, LMain;->p(Ljava/lang/String;Ljava/lang/String;)V
    .line 71
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    const/4 v1, -1
    :try_start2
    .line 72
    invoke-static {v0}, LMain;->fill(Ljava/util/ArrayList;)V
    :try_end2
    .catch Ljava/lang/OutOfMemoryError; {:try_start2 .. :try_end2} :oom2
    goto :after2
    :oom2
    move-exception v7
    const/4 v7, 0
    .line 74
    invoke-virtual {v0}, Ljava/util/ArrayList;->size()I
    move-result v1
    invoke-virtual {v0}, Ljava/util/ArrayList;->clear()V
    const/4 v0, 0
    :after2
    .line 75
    const-string v3, "second exhaustion caught, at least 10 fitted: "
    const/4 v6, 0
    const/16 v5, 10
    if-lt v1, v5, :second_print
    const/4 v6, 1
    :second_print
    invoke-static {v3, v6}, LMain;->p(Ljava/lang/String;Z)V
    .line 76
    return-void
.end method
