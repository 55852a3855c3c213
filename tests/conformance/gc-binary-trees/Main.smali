.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# GCBench / binary-trees under a 64 MiB heap: a long-lived tree of depth 18 (2^19 - 1
# nodes of three fields, about 12 MB in Dalvik's layout) is built first and stays live
# while 2^(18-d) temporary trees of each depth d = 4, 6, ..., 16 (about 3.7 million nodes
# in all) are built, hashed and dropped. The long-lived tree is counted and hashed at the
# end, so a collector that frees or overwrites any of its nodes changes the output.

.method static bottomUp(II)LNode;
    .locals 4
    .line 10
    if-gtz p1, :inner
    new-instance v0, LNode;
    const/4 v1, 0
    invoke-direct {v0, v1, v1, p0}, LNode;-><init>(LNode;LNode;I)V
    return-object v0
    :inner
    .line 11
    add-int/lit8 v3, p1, -1
    mul-int/lit8 v2, p0, 2
    add-int/lit8 v2, v2, -1
    invoke-static {v2, v3}, LMain;->bottomUp(II)LNode;
    move-result-object v0
    .line 12
    mul-int/lit8 v2, p0, 2
    invoke-static {v2, v3}, LMain;->bottomUp(II)LNode;
    move-result-object v1
    .line 13
    new-instance v2, LNode;
    invoke-direct {v2, v0, v1, p0}, LNode;-><init>(LNode;LNode;I)V
    return-object v2
.end method

# h = item; then h = h*31 + hash(left); h = (h*17) ^ hash(right) for inner nodes.
.method static hash(LNode;)I
    .locals 3
    .line 20
    iget v0, p0, LNode;->item:I
    iget-object v1, p0, LNode;->left:LNode;
    if-eqz v1, :leaf
    .line 21
    invoke-static {v1}, LMain;->hash(LNode;)I
    move-result v2
    mul-int/lit8 v0, v0, 31
    add-int/2addr v0, v2
    .line 22
    iget-object v1, p0, LNode;->right:LNode;
    invoke-static {v1}, LMain;->hash(LNode;)I
    move-result v2
    mul-int/lit8 v0, v0, 17
    xor-int/2addr v0, v2
    :leaf
    return v0
.end method

.method static count(LNode;)I
    .locals 2
    .line 30
    const/4 v0, 1
    if-nez p0, :node
    const/4 v0, 0
    return v0
    :node
    .line 31
    iget-object v1, p0, LNode;->left:LNode;
    invoke-static {v1}, LMain;->count(LNode;)I
    move-result v1
    add-int/2addr v0, v1
    iget-object v1, p0, LNode;->right:LNode;
    invoke-static {v1}, LMain;->count(LNode;)I
    move-result v1
    add-int/2addr v0, v1
    return v0
.end method

.method public static main([Ljava/lang/String;)V
    .locals 10
    .line 40
    sget-object v9, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const/4 v0, 0
    const/16 v1, 18
    invoke-static {v0, v1}, LMain;->bottomUp(II)LNode;
    move-result-object v8
    .line 41
    const-string v0, "long-lived tree of depth 18 built"
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    .line 42
    const/4 v1, 4
    :depths
    const/16 v0, 16
    if-gt v1, v0, :depths_end
    .line 43
    rsub-int/lit8 v0, v1, 18
    const/4 v2, 1
    shl-int v2, v2, v0
    const/4 v3, 0
    const/4 v4, 1
    :iters
    if-gt v4, v2, :iters_end
    .line 44
    invoke-static {v4, v1}, LMain;->bottomUp(II)LNode;
    move-result-object v5
    invoke-static {v5}, LMain;->hash(LNode;)I
    move-result v6
    const/4 v5, 0
    mul-int/lit8 v3, v3, 7
    add-int/2addr v3, v6
    add-int/lit8 v4, v4, 1
    goto :iters
    :iters_end
    .line 45
    invoke-virtual {v9, v2}, Ljava/io/PrintStream;->print(I)V
    const-string v0, " trees of depth "
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v9, v1}, Ljava/io/PrintStream;->print(I)V
    const-string v0, ": hash "
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v9, v3}, Ljava/io/PrintStream;->println(I)V
    add-int/lit8 v1, v1, 2
    goto :depths
    :depths_end
    .line 50
    const-string v0, "long-lived tree of depth 18: "
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-static {v8}, LMain;->count(LNode;)I
    move-result v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->print(I)V
    const-string v0, " nodes, hash "
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-static {v8}, LMain;->hash(LNode;)I
    move-result v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(I)V
    .line 51
    return-void
.end method
