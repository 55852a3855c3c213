.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const/4 v0, 0
    const/16 v1, 15
    new-array v2, v1, [I
    fill-array-data v2, :keys
    const/4 v3, 0
    :ins
    aget v4, v2, v3
    invoke-static {v0, v4}, LNode;->insert(LNode;I)LNode;
    move-result-object v0
    add-int/lit8 v3, v3, 1
    if-lt v3, v1, :ins
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-static {v0, v5}, LNode;->inorder(LNode;Ljava/lang/StringBuilder;)V
    invoke-static {v5}, LMain;->p(Ljava/lang/Object;)V
    invoke-static {v0}, LNode;->height(LNode;)I
    move-result v4
    invoke-static {v4}, LMain;->p(I)V
    return-void
    :keys
    .array-data 4
        0x32
        0x19
        0x4b
        0xc
        0x25
        0x3e
        0x57
        0x6
        0x12
        0x1f
        0x2b
        0x38
        0x44
        0x51
        0x5d
    .end array-data
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method static p(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method
