.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 6
    const-string v0, "%q"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%"
    const/16 v1, 0
    new-array v1, v1, [Ljava/lang/Object;
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "abc%"
    const/16 v1, 0
    new-array v1, v1, [Ljava/lang/Object;
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-"
    const/16 v1, 0
    new-array v1, v1, [Ljava/lang/Object;
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%5.s"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "x"
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%D"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%F"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%t"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-q"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%0$s"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "x"
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%s %s"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "only"
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%3$s"
    const/16 v1, 2
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "a"
    const/16 v4, 0
    aput-object v2, v1, v4
    const-string v2, "b"
    const/16 v4, 1
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%<s"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "a"
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-2$5s"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "a"
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%2$-5s|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "a"
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%2$-5s|"
    const/16 v1, 2
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "a"
    const/16 v4, 0
    aput-object v2, v1, v4
    const-string v2, "b"
    const/16 v4, 1
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "str"
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%X"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "s"
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%f"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 1L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%c"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "c"
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%c"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%c"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 65L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 1
    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 65
    invoke-static {v2}, Ljava/lang/Character;->valueOf(C)Ljava/lang/Character;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%c"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%c"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, -1
    invoke-static {v2}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%c"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1114112
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%0d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-s"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "x"
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-c"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 65
    invoke-static {v2}, Ljava/lang/Character;->valueOf(C)Ljava/lang/Character;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-%"
    const/16 v1, 0
    new-array v1, v1, [Ljava/lang/Object;
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-05d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+ d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-05X"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%--5d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%,,d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%00d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+s"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "x"
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%,s"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "x"
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%(s"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "x"
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%0s"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "x"
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "% S"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "x"
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#s"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "x"
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#s"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 0
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#b"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 1
    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#H"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "x"
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#c"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 65
    invoke-static {v2}, Ljava/lang/Character;->valueOf(C)Ljava/lang/Character;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+c"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 65
    invoke-static {v2}, Ljava/lang/Character;->valueOf(C)Ljava/lang/Character;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%,x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%,o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "% o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%(X"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 1L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%,e"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#g"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.1c"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 65
    invoke-static {v2}, Ljava/lang/Character;->valueOf(C)Ljava/lang/Character;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.3%"
    const/16 v1, 0
    new-array v1, v1, [Ljava/lang/Object;
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%5n"
    const/16 v1, 0
    new-array v1, v1, [Ljava/lang/Object;
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-n"
    const/16 v1, 0
    new-array v1, v1, [Ljava/lang/Object;
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.1n"
    const/16 v1, 0
    new-array v1, v1, [Ljava/lang/Object;
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%0%"
    const/16 v1, 0
    new-array v1, v1, [Ljava/lang/Object;
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%s %d"
    const/16 v1, 2
    new-array v1, v1, [Ljava/lang/Object;
    new-instance v2, LThing;
    const-string v3, "before"
    invoke-direct {v2, v3}, LThing;-><init>(Ljava/lang/String;)V
    const/16 v4, 0
    aput-object v2, v1, v4
    const-string v2, "bad"
    const/16 v4, 1
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%s %s %s"
    const/16 v1, 2
    new-array v1, v1, [Ljava/lang/Object;
    new-instance v2, LThing;
    const-string v3, "x"
    invoke-direct {v2, v3}, LThing;-><init>(Ljava/lang/String;)V
    const/16 v4, 0
    aput-object v2, v1, v4
    new-instance v2, LThing;
    const-string v3, "y"
    invoke-direct {v2, v3}, LThing;-><init>(Ljava/lang/String;)V
    const/16 v4, 1
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%h %q"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    new-instance v2, LThing;
    const-string v3, "z"
    invoke-direct {v2, v3}, LThing;-><init>(Ljava/lang/String;)V
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%1$s %2$d %1$s"
    const/16 v1, 2
    new-array v1, v1, [Ljava/lang/Object;
    new-instance v2, LThing;
    const-string v3, "w"
    invoke-direct {v2, v3}, LThing;-><init>(Ljava/lang/String;)V
    const/16 v4, 0
    aput-object v2, v1, v4
    const-wide v2, 0x4000000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 1
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%10.3s %h %s %f"
    const/16 v1, 4
    new-array v1, v1, [Ljava/lang/Object;
    new-instance v2, LThing;
    const-string v3, "a"
    invoke-direct {v2, v3}, LThing;-><init>(Ljava/lang/String;)V
    const/16 v4, 0
    aput-object v2, v1, v4
    new-instance v2, LThing;
    const-string v3, "b"
    invoke-direct {v2, v3}, LThing;-><init>(Ljava/lang/String;)V
    const/16 v4, 1
    aput-object v2, v1, v4
    new-instance v2, LThing;
    const-string v3, "c"
    invoke-direct {v2, v3}, LThing;-><init>(Ljava/lang/String;)V
    const/16 v4, 2
    aput-object v2, v1, v4
    const-string v2, "d"
    const/16 v4, 3
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    new-instance v0, Ljava/util/UnknownFormatConversionException;
    const-string v1, "Z"
    invoke-direct {v0, v1}, Ljava/util/UnknownFormatConversionException;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    instance-of v1, v0, Ljava/util/IllegalFormatException;
    invoke-static {v1}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Ljava/util/IllegalFormatConversionException;
    const/16 v1, 0x64
    const-class v2, Ljava/lang/String;
    invoke-direct {v0, v1, v2}, Ljava/util/IllegalFormatConversionException;-><init>(CLjava/lang/Class;)V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Ljava/util/IllegalFormatCodePointException;
    const/4 v1, -0x2
    invoke-direct {v0, v1}, Ljava/util/IllegalFormatCodePointException;-><init>(I)V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Ljava/util/FormatFlagsConversionMismatchException;
    const-string v1, "#"
    const/16 v2, 0x73
    invoke-direct {v0, v1, v2}, Ljava/util/FormatFlagsConversionMismatchException;-><init>(Ljava/lang/String;C)V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
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
