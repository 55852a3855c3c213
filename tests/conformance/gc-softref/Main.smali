.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# SoftReferences are cleared before OutOfMemoryError is thrown: 64 arrays of 1 MiB, each
# held only through a SoftReference, pass through a 16 MiB heap without an error, so the
# collector must clear soft referents (at least 49 of them, as 16 MiB cannot hold 16 of
# those arrays); the referents that survive are intact, and a softly referenced array that
# is also strongly held is never cleared. Nothing depends on which ones are cleared.

.method static fill([Ljava/lang/ref/SoftReference;)V
    .locals 5
    .line 10
    const/4 v0, 0
    array-length v1, p0
    :loop
    if-ge v0, v1, :done
    .line 11
    const/high16 v2, 0x40000
    new-array v2, v2, [I
    const/4 v3, 0
    aput v0, v2, v3
    const v3, 0x3ffff
    aput v0, v2, v3
    .line 12
    new-instance v4, Ljava/lang/ref/SoftReference;
    invoke-direct {v4, v2}, Ljava/lang/ref/SoftReference;-><init>(Ljava/lang/Object;)V
    aput-object v4, p0, v0
    add-int/lit8 v0, v0, 1
    goto :loop
    :done
    return-void
.end method

# Whether array a is 1 MiB and stamped with v at both ends.
.method static stamped([II)Z
    .locals 3
    .line 20
    array-length v0, p0
    const/high16 v1, 0x40000
    if-ne v0, v1, :no
    const/4 v1, 0
    aget v0, p0, v1
    if-ne v0, p1, :no
    const v1, 0x3ffff
    aget v0, p0, v1
    if-ne v0, p1, :no
    const/4 v2, 1
    return v2
    :no
    const/4 v2, 0
    return v2
.end method

# Counts cleared references (want_cleared) or intact survivors (!want_cleared).
.method static tally([Ljava/lang/ref/SoftReference;Z)I
    .locals 5
    .line 30
    const/4 v0, 0
    const/4 v1, 0
    array-length v2, p0
    :loop
    if-ge v1, v2, :done
    .line 31
    aget-object v3, p0, v1
    invoke-virtual {v3}, Ljava/lang/ref/SoftReference;->get()Ljava/lang/Object;
    move-result-object v3
    if-nez v3, :alive
    if-eqz p1, :next
    add-int/lit8 v0, v0, 1
    goto :next
    :alive
    .line 32
    if-nez p1, :next
    check-cast v3, [I
    invoke-static {v3, v1}, LMain;->stamped([II)Z
    move-result v4
    if-eqz v4, :next
    add-int/lit8 v0, v0, 1
    :next
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    return v0
.end method

.method static p(Ljava/lang/String;Z)V
    .locals 1
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v0, p1}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .locals 8
    .line 40
    const/high16 v0, 0x40000
    new-array v0, v0, [I
    const/4 v1, -1
    const/4 v2, 0
    aput v1, v0, v2
    const v2, 0x3ffff
    aput v1, v0, v2
    new-instance v1, Ljava/lang/ref/SoftReference;
    invoke-direct {v1, v0}, Ljava/lang/ref/SoftReference;-><init>(Ljava/lang/Object;)V
    .line 41
    const/16 v2, 64
    new-array v2, v2, [Ljava/lang/ref/SoftReference;
    invoke-static {v2}, LMain;->fill([Ljava/lang/ref/SoftReference;)V
    .line 42
    sget-object v3, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v4, "64 MiB allocated through softly held 1 MiB arrays"
    invoke-virtual {v3, v4}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    .line 43
    const/4 v4, 1
    invoke-static {v2, v4}, LMain;->tally([Ljava/lang/ref/SoftReference;Z)I
    move-result v5
    const/4 v4, 0
    invoke-static {v2, v4}, LMain;->tally([Ljava/lang/ref/SoftReference;Z)I
    move-result v6
    .line 44
    const-string v4, "at least one cleared: "
    const/4 v7, 0
    if-lez v5, :one_print
    const/4 v7, 1
    :one_print
    invoke-static {v4, v7}, LMain;->p(Ljava/lang/String;Z)V
    .line 45
    const-string v4, "more than 48 cleared: "
    const/4 v7, 0
    const/16 v3, 48
    if-le v5, v3, :many_print
    const/4 v7, 1
    :many_print
    invoke-static {v4, v7}, LMain;->p(Ljava/lang/String;Z)V
    .line 46
    const/4 v7, 0
    add-int v3, v5, v6
    const/16 v4, 64
    if-ne v3, v4, :intact_print
    const/4 v7, 1
    :intact_print
    const-string v4, "every survivor intact: "
    invoke-static {v4, v7}, LMain;->p(Ljava/lang/String;Z)V
    .line 47
    const-string v4, "strongly held referent kept: "
    const/4 v7, 0
    invoke-virtual {v1}, Ljava/lang/ref/SoftReference;->get()Ljava/lang/Object;
    move-result-object v3
    if-ne v3, v0, :strong_print
    const/4 v3, -1
    invoke-static {v0, v3}, LMain;->stamped([II)Z
    move-result v7
    :strong_print
    invoke-static {v4, v7}, LMain;->p(Ljava/lang/String;Z)V
    .line 48
    invoke-virtual {v1}, Ljava/lang/ref/SoftReference;->clear()V
    const-string v4, "clear() empties it: "
    const/4 v7, 0
    invoke-virtual {v1}, Ljava/lang/ref/SoftReference;->get()Ljava/lang/Object;
    move-result-object v3
    if-nez v3, :clear_print
    const/4 v7, 1
    :clear_print
    invoke-static {v4, v7}, LMain;->p(Ljava/lang/String;Z)V
    .line 49
    return-void
.end method
