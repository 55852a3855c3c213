.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 6
    const-string v0, "%.0f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fc3333333333333L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.1f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fc3333333333333L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fc3333333333333L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fc3333333333333L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.3e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fc3333333333333L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fc3333333333333L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fc3333333333333L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fc3333333333333L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3ff0147ae147ae14L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.1f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3ff0147ae147ae14L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3ff0147ae147ae14L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3ff0147ae147ae14L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.3e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3ff0147ae147ae14L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3ff0147ae147ae14L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3ff0147ae147ae14L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3ff0147ae147ae14L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fe0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.1f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fe0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fe0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fe0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.3e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fe0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fe0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fe0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fe0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3ff8000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.1f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3ff8000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3ff8000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3ff8000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.3e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3ff8000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3ff8000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3ff8000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3ff8000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4004000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.1f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4004000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4004000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4004000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.3e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4004000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4004000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4004000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4004000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fc0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.1f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fc0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fc0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fc0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.3e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fc0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fc0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fc0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fc0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fa999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.1f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fa999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fa999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fa999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.3e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fa999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fa999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fa999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fa999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fd0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.1f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fd0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fd0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fd0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.3e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fd0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fd0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fd0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fd0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4000010624dd2f1bL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.1f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4000010624dd2f1bL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4000010624dd2f1bL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4000010624dd2f1bL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.3e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4000010624dd2f1bL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4000010624dd2f1bL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4000010624dd2f1bL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4000010624dd2f1bL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4023ffffef39085fL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.1f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4023ffffef39085fL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4023ffffef39085fL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4023ffffef39085fL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.3e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4023ffffef39085fL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4023ffffef39085fL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4023ffffef39085fL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4023ffffef39085fL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4058ffae147ae148L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.1f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4058ffae147ae148L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4058ffae147ae148L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4058ffae147ae148L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.3e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4058ffae147ae148L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4058ffae147ae148L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4058ffae147ae148L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4058ffae147ae148L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fa70a3d70a3d70aL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.1f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fa70a3d70a3d70aL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fa70a3d70a3d70aL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fa70a3d70a3d70aL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.3e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fa70a3d70a3d70aL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fa70a3d70a3d70aL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fa70a3d70a3d70aL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fa70a3d70a3d70aL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x40934a0000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.1f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x40934a0000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x40934a0000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x40934a0000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.3e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x40934a0000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x40934a0000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x40934a0000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x40934a0000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3e7ad7f29abcaf48L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.1f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3e7ad7f29abcaf48L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3e7ad7f29abcaf48L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3e7ad7f29abcaf48L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.3e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3e7ad7f29abcaf48L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3e7ad7f29abcaf48L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3e7ad7f29abcaf48L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3e7ad7f29abcaf48L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x419d6f3454000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.1f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x419d6f3454000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x419d6f3454000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x419d6f3454000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.3e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x419d6f3454000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x419d6f3454000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x419d6f3454000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x419d6f3454000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x44b52d02c7e14af6L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.1f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x44b52d02c7e14af6L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x44b52d02c7e14af6L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x44b52d02c7e14af6L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.3e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x44b52d02c7e14af6L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x44b52d02c7e14af6L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x44b52d02c7e14af6L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x44b52d02c7e14af6L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3eff75104d551d69L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.1f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3eff75104d551d69L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3eff75104d551d69L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3eff75104d551d69L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.3e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3eff75104d551d69L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3eff75104d551d69L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3eff75104d551d69L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3eff75104d551d69L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7ff8000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7ff8000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7ff8000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%E"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7ff8000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%G"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7ff8000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7ff8000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%(.1e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7ff8000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%012.3f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7ff8000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "% 10.2e|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7ff8000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-12g|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7ff8000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%E"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%G"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%(.1e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%012.3f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "% 10.2e|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-12g|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%E"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%G"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%(.1e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%012.3f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "% 10.2e|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-12g|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x8000000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x8000000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x8000000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%E"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x8000000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%G"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x8000000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x8000000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%(.1e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x8000000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%012.3f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x8000000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "% 10.2e|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x8000000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-12g|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x8000000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x0L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x0L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x0L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%E"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x0L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%G"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x0L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x0L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%(.1e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x0L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%012.3f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x0L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "% 10.2e|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x0L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-12g|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x0L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x1L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x1L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x1L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%E"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x1L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%G"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x1L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x1L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%(.1e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x1L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%012.3f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x1L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "% 10.2e|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x1L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-12g|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x1L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7fefffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7fefffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7fefffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%E"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7fefffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%G"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7fefffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7fefffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%(.1e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7fefffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%012.3f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7fefffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "% 10.2e|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7fefffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-12g|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7fefffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%E"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%G"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%(.1e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%012.3f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "% 10.2e|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-12g|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x4010000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x4010000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x4010000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%E"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x4010000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%G"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x4010000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x4010000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%(.1e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x4010000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%012.3f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x4010000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "% 10.2e|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x4010000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-12g|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x4010000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7e37e43c8800759cL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7e37e43c8800759cL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7e37e43c8800759cL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%E"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7e37e43c8800759cL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%G"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7e37e43c8800759cL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7e37e43c8800759cL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%(.1e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7e37e43c8800759cL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%012.3f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7e37e43c8800759cL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "% 10.2e|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7e37e43c8800759cL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-12g|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7e37e43c8800759cL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x1a56e1fc2f8f359L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x1a56e1fc2f8f359L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x1a56e1fc2f8f359L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%E"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x1a56e1fc2f8f359L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%G"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x1a56e1fc2f8f359L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x1a56e1fc2f8f359L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%(.1e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x1a56e1fc2f8f359L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%012.3f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x1a56e1fc2f8f359L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "% 10.2e|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x1a56e1fc2f8f359L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-12g|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x1a56e1fc2f8f359L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fb999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fb999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fb999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%E"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fb999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%G"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fb999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fb999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%(.1e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fb999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%012.3f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fb999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "% 10.2e|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fb999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-12g|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fb999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4059000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4059000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4059000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%E"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4059000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%G"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4059000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4059000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%(.1e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4059000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%012.3f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4059000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "% 10.2e|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4059000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-12g|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4059000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.20f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fb999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.17e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fb999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.30e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fd5555555555555L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%,f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4132d68720000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%,.3f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x3e9d29781947ae14L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%,g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x40fe240000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%,.0f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4415af1d78b58c40L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#.0f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4008000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#.0e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4008000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#.0E"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x3fe2000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 0x3dcccccd
    invoke-static {v2}, Ljava/lang/Float;->valueOf(F)Ljava/lang/Float;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 0x7f7fffff
    invoke-static {v2}, Ljava/lang/Float;->valueOf(F)Ljava/lang/Float;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.10f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 0x3f8ccccd
    invoke-static {v2}, Ljava/lang/Float;->valueOf(F)Ljava/lang/Float;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3f1a36e2eb1c432dL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3ee4f8b588e368f1L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x412e847f00000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x40f869ff33333333L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3fe0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.3g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3f506034f3fd933eL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.3G"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3ddb7cdfd9d7bdbbL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%10.4f|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x400921fb53c8d4f1L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-10.4f|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x3ff6de04ac372b0fL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%(10.2f|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x3ffc000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%(010.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x3ffc000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+010.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4004000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 0
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%8.3e|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 0
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4023000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.0e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4023000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.1e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4023eb851eb851ecL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x40af9db22d0e5604L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -0x408b851eb851eb85L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x7fefffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    return-void
.end method

.method static f(Ljava/lang/String;[Ljava/lang/Object;)V
    .registers 6
    :try_start
    invoke-static {p0, p1}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "["
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    const-string v3, "]"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    :try_end
    .catch Ljava/lang/IllegalArgumentException; {:try_start .. :try_end} :bad
    return-void
    :bad
    move-exception v0
    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static show(Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const/4 v1, 0
    invoke-virtual {p0}, Ljava/lang/String;->length()I
    move-result v2
    :loop
    if-ge v1, v2, :done
    invoke-virtual {p0, v1}, Ljava/lang/String;->charAt(I)C
    move-result v3
    const/16 v4, 0x20
    if-lt v3, v4, :esc
    const/16 v4, 0x7e
    if-gt v3, v4, :esc
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    goto :next
    :esc
    const-string v4, "\\u"
    invoke-virtual {v0, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const/high16 v4, 0x10000
    or-int/2addr v4, v3
    invoke-static {v4}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;
    move-result-object v4
    const/4 v3, 1
    invoke-virtual {v4, v3}, Ljava/lang/String;->substring(I)Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v0, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :next
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static p(Ljava/lang/String;)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-static {p0}, LMain;->show(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
