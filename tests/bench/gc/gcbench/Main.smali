.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# GCBench (Boehm, Ellis, Kovac) / binary-trees; Main.java is the readable form. Argument:
# N, the long-lived tree's depth. A stretch tree of depth N+1; a long-lived tree of depth
# N built top-down and a long-lived int[2^(N+1)]; then for d = 4, 6, ..., N,
# iters = 2*treeSize(N)/treeSize(d) temporary trees top-down and as many bottom-up, each
# hashed and dropped. The long-lived tree and array are hashed at the end.

.method static treeSize(I)I
    .registers 3
    add-int/lit8 v0, p0, 1
    const/4 v1, 1
    shl-int v0, v1, v0
    add-int/lit8 v0, v0, -1
    return v0
.end method

# n.i = item; n.j = d; below depth 0 two fresh children, populated recursively.
.method static populate(IILNode;)V
    .registers 7
    iput p0, p2, LNode;->i:I
    iput p1, p2, LNode;->j:I
    if-lez p1, :leaf
    new-instance v0, LNode;
    invoke-direct {v0}, LNode;-><init>()V
    iput-object v0, p2, LNode;->left:LNode;
    new-instance v0, LNode;
    invoke-direct {v0}, LNode;-><init>()V
    iput-object v0, p2, LNode;->right:LNode;
    mul-int/lit8 v1, p0, 2
    add-int/lit8 v1, v1, -1
    add-int/lit8 v2, p1, -1
    iget-object v0, p2, LNode;->left:LNode;
    invoke-static {v1, v2, v0}, LMain;->populate(IILNode;)V
    mul-int/lit8 v1, p0, 2
    iget-object v0, p2, LNode;->right:LNode;
    invoke-static {v1, v2, v0}, LMain;->populate(IILNode;)V
    :leaf
    return-void
.end method

.method static makeTree(II)LNode;
    .registers 8
    if-gtz p1, :inner
    new-instance v0, LNode;
    const/4 v1, 0
    invoke-direct {v0, v1, v1, p0, v1}, LNode;-><init>(LNode;LNode;II)V
    return-object v0
    :inner
    mul-int/lit8 v2, p0, 2
    add-int/lit8 v2, v2, -1
    add-int/lit8 v3, p1, -1
    invoke-static {v2, v3}, LMain;->makeTree(II)LNode;
    move-result-object v0
    mul-int/lit8 v2, p0, 2
    invoke-static {v2, v3}, LMain;->makeTree(II)LNode;
    move-result-object v1
    new-instance v4, LNode;
    invoke-direct {v4, v0, v1, p0, p1}, LNode;-><init>(LNode;LNode;II)V
    return-object v4
.end method

# h = i; for inner nodes h = h*31 + check(left); h = (h*17) ^ check(right).
.method static check(LNode;)I
    .registers 4
    iget v0, p0, LNode;->i:I
    iget-object v1, p0, LNode;->left:LNode;
    if-eqz v1, :done
    invoke-static {v1}, LMain;->check(LNode;)I
    move-result v2
    mul-int/lit8 v0, v0, 31
    add-int/2addr v0, v2
    iget-object v1, p0, LNode;->right:LNode;
    invoke-static {v1}, LMain;->check(LNode;)I
    move-result v2
    mul-int/lit8 v0, v0, 17
    xor-int/2addr v0, v2
    :done
    return v0
.end method

.method public static main([Ljava/lang/String;)V
    .registers 16
    # v0 n, v1 out, v2 longLived, v3 len, v4 array, v5 d, v6 iters, v7 h, v8 k,
    # v9-v12 scratch
    const/4 v9, 0
    aget-object v9, p0, v9
    invoke-static {v9}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v0
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;

    const-string v9, "stretch "
    invoke-virtual {v1, v9}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    const/4 v9, 0
    add-int/lit8 v10, v0, 1
    invoke-static {v9, v10}, LMain;->makeTree(II)LNode;
    move-result-object v9
    invoke-static {v9}, LMain;->check(LNode;)I
    move-result v9
    invoke-virtual {v1, v9}, Ljava/io/PrintStream;->println(I)V

    new-instance v2, LNode;
    invoke-direct {v2}, LNode;-><init>()V
    const/4 v9, 1
    invoke-static {v9, v0, v2}, LMain;->populate(IILNode;)V

    add-int/lit8 v9, v0, 1
    const/4 v3, 1
    shl-int v3, v3, v9
    new-array v4, v3, [I
    const/4 v8, 0
    const v10, 0x9e3779b1
    :fill
    if-ge v8, v3, :fill_end
    mul-int v9, v8, v10
    aput v9, v4, v8
    add-int/lit8 v8, v8, 1
    goto :fill
    :fill_end

    const/4 v5, 4
    :depths
    if-gt v5, v0, :depths_end
    invoke-static {v0}, LMain;->treeSize(I)I
    move-result v6
    mul-int/lit8 v6, v6, 2
    invoke-static {v5}, LMain;->treeSize(I)I
    move-result v9
    div-int/2addr v6, v9
    const/4 v7, 0

    const/4 v8, 1
    :topdown
    if-gt v8, v6, :topdown_end
    new-instance v9, LNode;
    invoke-direct {v9}, LNode;-><init>()V
    invoke-static {v8, v5, v9}, LMain;->populate(IILNode;)V
    invoke-static {v9}, LMain;->check(LNode;)I
    move-result v10
    mul-int/lit8 v7, v7, 7
    add-int/2addr v7, v10
    add-int/lit8 v8, v8, 1
    goto :topdown
    :topdown_end

    const/4 v8, 1
    :bottomup
    if-gt v8, v6, :bottomup_end
    neg-int v9, v8
    invoke-static {v9, v5}, LMain;->makeTree(II)LNode;
    move-result-object v9
    invoke-static {v9}, LMain;->check(LNode;)I
    move-result v10
    mul-int/lit8 v7, v7, 7
    add-int/2addr v7, v10
    add-int/lit8 v8, v8, 1
    goto :bottomup
    :bottomup_end
    # The last temporary tree is garbage from here on.
    const/4 v9, 0

    mul-int/lit8 v10, v6, 2
    invoke-virtual {v1, v10}, Ljava/io/PrintStream;->print(I)V
    const-string v10, " trees of depth "
    invoke-virtual {v1, v10}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v1, v5}, Ljava/io/PrintStream;->print(I)V
    const-string v10, ": "
    invoke-virtual {v1, v10}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v1, v7}, Ljava/io/PrintStream;->println(I)V
    add-int/lit8 v5, v5, 2
    goto :depths
    :depths_end

    const/4 v7, 0
    const/4 v8, 0
    :sum
    if-ge v8, v3, :sum_end
    mul-int/lit8 v7, v7, 3
    aget v9, v4, v8
    add-int/2addr v7, v9
    add-int/lit8 v8, v8, 1
    goto :sum
    :sum_end
    const-string v9, "long-lived "
    invoke-virtual {v1, v9}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-static {v2}, LMain;->check(LNode;)I
    move-result v9
    invoke-virtual {v1, v9}, Ljava/io/PrintStream;->print(I)V
    const-string v9, " array "
    invoke-virtual {v1, v9}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v1, v7}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
