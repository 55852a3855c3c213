.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 301

    const/4 v0, 6
    move v1, v0
    invoke-static {v1}, LMain;->p(I)V
    const/16 v2, 42
    move/16 v300, v2
    move/16 v299, v300
    move/from16 v3, v299
    invoke-static {v3}, LMain;->p(I)V
    const-wide v4, 0x1122334455667788L
    move-wide v6, v4
    invoke-static {v6, v7}, LMain;->p(J)V
    move-wide/16 v280, v4
    move-wide/16 v290, v280
    move-wide/from16 v8, v290
    invoke-static {v8, v9}, LMain;->p(J)V
    const-string v10, "obj"
    move-object v11, v10
    invoke-static {v11}, LMain;->p(Ljava/lang/String;)V
    move-object/16 v270, v11
    move-object/16 v271, v270
    move-object/from16 v12, v271
    invoke-static {v12}, LMain;->p(Ljava/lang/String;)V
    if-ne v10, v12, :bad
    const-string v13, "identity kept"
    invoke-static {v13}, LMain;->p(Ljava/lang/String;)V
    :bad
    move v14, v0
    add-int/lit8 v0, v0, 1
    invoke-static {v14}, LMain;->p(I)V
    invoke-static {v0}, LMain;->p(I)V
    const/16 v2, 200
    move/from16 v200, v2
    move/16 v256, v200
    move/from16 v201, v256
    move/from16 v3, v201
    invoke-static {v3}, LMain;->p(I)V
    move-wide/from16 v210, v4
    move-wide/from16 v6, v210
    invoke-static {v6, v7}, LMain;->p(J)V
    move-object/from16 v220, v10
    move-object/from16 v13, v220
    invoke-static {v13}, LMain;->p(Ljava/lang/String;)V
    # Overlapping, well-typed: v5/v6 <- v4/v5.
    move-wide v5, v4
    invoke-static {v5, v6}, LMain;->p(J)V
    const-string v13, "overlapping move-wide done"
    invoke-static {v13}, LMain;->p(Ljava/lang/String;)V
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
