.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 34
    const/16 v0, 1
    const/16 v1, 2
    const/16 v2, 3
    const/16 v3, 4
    const/16 v4, 5
    const/16 v5, 6
    const/16 v6, 7
    const/16 v7, 8
    const/16 v8, 9
    const/16 v9, 10
    const-wide/16 v10, 100
    const-wide/16 v12, 200
    const-wide/16 v14, 300
    const-wide/16 v16, 400
    const-wide/16 v18, 500
    const-wide v20, 0.5
    const-wide v22, 0.25
    const-wide v24, 0.125
    const-wide v26, 1.5
    const-wide v28, 2.0
    invoke-static/range {v0 .. v29}, LMain;->sum(IIIIIIIIIIJJJJJDDDDD)D
    move-result-wide v30
    move-wide/from16 v0, v30
    invoke-static {v0, v1}, LMain;->p(D)V
    # v0/v1 held the double result: reload the int arguments before reusing the range.
    const/16 v0, 1
    const/16 v1, 2
    invoke-static/range {v0 .. v29}, LMain;->pick(IIIIIIIIIIJJJJJDDDDD)J
    move-result-wide v30
    move-wide/from16 v0, v30
    invoke-static {v0, v1}, LMain;->p(J)V
    return-void
.end method

.method static sum(IIIIIIIIIIJJJJJDDDDD)D
    .registers 34
    const-wide/16 v0, 0
    move/from16 v2, p0
    int-to-double v2, v2
    add-double/2addr v0, v2
    move/from16 v2, p1
    int-to-double v2, v2
    add-double/2addr v0, v2
    move/from16 v2, p2
    int-to-double v2, v2
    add-double/2addr v0, v2
    move/from16 v2, p3
    int-to-double v2, v2
    add-double/2addr v0, v2
    move/from16 v2, p4
    int-to-double v2, v2
    add-double/2addr v0, v2
    move/from16 v2, p5
    int-to-double v2, v2
    add-double/2addr v0, v2
    move/from16 v2, p6
    int-to-double v2, v2
    add-double/2addr v0, v2
    move/from16 v2, p7
    int-to-double v2, v2
    add-double/2addr v0, v2
    move/from16 v2, p8
    int-to-double v2, v2
    add-double/2addr v0, v2
    move/from16 v2, p9
    int-to-double v2, v2
    add-double/2addr v0, v2
    move-wide/from16 v2, p10
    long-to-double v2, v2
    add-double/2addr v0, v2
    move-wide/from16 v2, p12
    long-to-double v2, v2
    add-double/2addr v0, v2
    move-wide/from16 v2, p14
    long-to-double v2, v2
    add-double/2addr v0, v2
    move-wide/from16 v2, p16
    long-to-double v2, v2
    add-double/2addr v0, v2
    move-wide/from16 v2, p18
    long-to-double v2, v2
    add-double/2addr v0, v2
    move-wide/from16 v2, p20
    add-double/2addr v0, v2
    move-wide/from16 v2, p22
    add-double/2addr v0, v2
    move-wide/from16 v2, p24
    add-double/2addr v0, v2
    move-wide/from16 v2, p26
    add-double/2addr v0, v2
    move-wide/from16 v2, p28
    add-double/2addr v0, v2
    return-wide v0
.end method
.method static pick(IIIIIIIIIIJJJJJDDDDD)J
    .registers 30
    int-to-long v0, p9
    add-long v0, v0, p18
    return-wide v0
.end method

.method static p(D)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0, p1}, Ljava/io/PrintStream;->println(D)V
    return-void
.end method

.method static p(J)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0, p1}, Ljava/io/PrintStream;->println(J)V
    return-void
.end method
