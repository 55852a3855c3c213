.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 6
    const-string v0, "%d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 0
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 0
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 0
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%X"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 0
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 0
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 0
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 7
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 7
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 7
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%X"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 7
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 7
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 7
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -7
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -7
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -7
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%X"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -7
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -7
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -7
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -2147483648
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -2147483648
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -2147483648
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%X"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -2147483648
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -2147483648
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -2147483648
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 2147483647
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 2147483647
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 2147483647
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%X"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 2147483647
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 2147483647
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 2147483647
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -9223372036854775808L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -9223372036854775808L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -9223372036854775808L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%X"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -9223372036854775808L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -9223372036854775808L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -9223372036854775808L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 9223372036854775807L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 9223372036854775807L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 9223372036854775807L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%X"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 9223372036854775807L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 9223372036854775807L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 9223372036854775807L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -1234567890123L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -1234567890123L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -1234567890123L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%X"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -1234567890123L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -1234567890123L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -1234567890123L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, -32768
    invoke-static {v2}, Ljava/lang/Short;->valueOf(S)Ljava/lang/Short;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, -32768
    invoke-static {v2}, Ljava/lang/Short;->valueOf(S)Ljava/lang/Short;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, -32768
    invoke-static {v2}, Ljava/lang/Short;->valueOf(S)Ljava/lang/Short;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%X"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, -32768
    invoke-static {v2}, Ljava/lang/Short;->valueOf(S)Ljava/lang/Short;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, -32768
    invoke-static {v2}, Ljava/lang/Short;->valueOf(S)Ljava/lang/Short;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, -32768
    invoke-static {v2}, Ljava/lang/Short;->valueOf(S)Ljava/lang/Short;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, 32767
    invoke-static {v2}, Ljava/lang/Short;->valueOf(S)Ljava/lang/Short;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, 32767
    invoke-static {v2}, Ljava/lang/Short;->valueOf(S)Ljava/lang/Short;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, 32767
    invoke-static {v2}, Ljava/lang/Short;->valueOf(S)Ljava/lang/Short;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%X"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, 32767
    invoke-static {v2}, Ljava/lang/Short;->valueOf(S)Ljava/lang/Short;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, 32767
    invoke-static {v2}, Ljava/lang/Short;->valueOf(S)Ljava/lang/Short;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, 32767
    invoke-static {v2}, Ljava/lang/Short;->valueOf(S)Ljava/lang/Short;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, -128
    invoke-static {v2}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, -128
    invoke-static {v2}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, -128
    invoke-static {v2}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%X"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, -128
    invoke-static {v2}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, -128
    invoke-static {v2}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, -128
    invoke-static {v2}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, 127
    invoke-static {v2}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, 127
    invoke-static {v2}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, 127
    invoke-static {v2}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%X"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, 127
    invoke-static {v2}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, 127
    invoke-static {v2}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, 127
    invoke-static {v2}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, -1
    invoke-static {v2}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, -1
    invoke-static {v2}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, -1
    invoke-static {v2}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%X"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, -1
    invoke-static {v2}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, -1
    invoke-static {v2}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, -1
    invoke-static {v2}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%5d|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%5d|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%5d|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -42L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-5d|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-5d|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-5d|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -42L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%05d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%05d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%05d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -42L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -42L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "% d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "% d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "% d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -42L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%,d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%,d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%,d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -42L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%(d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%(d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%(d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -42L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+,d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+,d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+,d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -42L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%(,d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%(,d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%(,d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -42L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "% (d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "% (d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "% (d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -42L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+(d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+(d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+(d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -42L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%,015d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%,015d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%,015d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -42L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-+8d|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-+8d|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-+8d|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -42L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%(08d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%(08d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%(08d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -42L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+08d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+08d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%+08d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -42L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "% 08d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "% 08d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "% 08d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -42L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%,08d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%,08d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%,08d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -42L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%1d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%1d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%1d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -42L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%010x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%010x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%010x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -42L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#010x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#010x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#010x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -42L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-#10X|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-#10X|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-#10X|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -42L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%012o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%012o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%012o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -42L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#12o|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#12o|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#12o|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -42L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%0,12d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%0,12d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -1234567
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%0,12d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -42L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 0
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%5x|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 0
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%X"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 0
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%,d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -9223372036854775808L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%(,d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -9223372036854775808L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%,d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 999
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%,d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1000
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%,d"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -100000
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%d %d %d"
    const/16 v1, 3
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    const-wide v2, 2L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 1
    aput-object v2, v1, v4
    const/16 v2, 3
    invoke-static {v2}, Ljava/lang/Short;->valueOf(S)Ljava/lang/Short;
    move-result-object v2
    const/16 v4, 2
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%x%x"
    const/16 v1, 2
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, -16
    invoke-static {v2}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    const/16 v2, -16
    invoke-static {v2}, Ljava/lang/Short;->valueOf(S)Ljava/lang/Short;
    move-result-object v2
    const/16 v4, 1
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%o"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -1L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%x"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -1L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%#X"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -9223372036854775808L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
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
