.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 22

    const-wide/16 v0, 100
    new-instance v20, LRangeSub;
    move-object/from16 v2, v20
    invoke-direct {v2, v0, v1}, LRangeSub;-><init>(J)V
    move-object v10, v2
    const/4 v11, 1
    const-wide/16 v12, 2
    const/4 v14, 3
    const-wide v15, 4.75
    const/16 v17, 5
    const-wide/16 v18, 6
    const/16 v20, 7
    invoke-virtual/range {v10 .. v20}, LRangeT;->virt(IJIDIJI)J
    move-result-wide v0
    invoke-static {v0, v1}, LMain;->p(J)V
    new-instance v10, LRangeT;
    const-wide/16 v0, 1
    invoke-direct {v10, v0, v1}, LRangeT;-><init>(J)V
    invoke-virtual/range {v10 .. v20}, LRangeT;->virt(IJIDIJI)J
    move-result-wide v0
    invoke-static {v0, v1}, LMain;->p(J)V
    invoke-static/range {v11 .. v20}, LMain;->stat(IJIDIJI)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    new-instance v10, LRangeImpl;
    invoke-direct {v10}, LRangeImpl;-><init>()V
    const/4 v11, 1
    const/4 v12, 2
    const/4 v13, 3
    const/4 v14, 4
    const/4 v15, 5
    const/16 v16, 6
    invoke-interface/range {v10 .. v16}, LRangeI;->sum6(IIIIII)I
    move-result v0
    invoke-static {v0}, LMain;->p(I)V
    new-instance v10, Ljava/lang/StringBuilder;
    invoke-direct/range {v10 .. v10}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual/range {v10 .. v10}, Ljava/lang/StringBuilder;->length()I
    move-result v0
    invoke-static {v0}, LMain;->p(I)V
    return-void
.end method

.method static stat(IJIDIJI)Ljava/lang/String;
    .registers 12
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p4, p5}, Ljava/lang/StringBuilder;->append(D)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p6}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p7, p8}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p9}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
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
