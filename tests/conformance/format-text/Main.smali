.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 6
    const-string v0, "%s"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "plain"
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%S"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "stra\u00dfe"
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%10s|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "right"
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-10s|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "left"
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.3s"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "truncate"
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%8.2s|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "ab-cd"
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%s"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 0
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%S"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 0
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%6s|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 0
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.2s"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 0
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%s"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -5
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%s"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -9223372036854775808L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%s"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x4202a05f20000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%s"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 0x3dcccccd
    invoke-static {v2}, Ljava/lang/Float;->valueOf(F)Ljava/lang/Float;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%s"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 65
    invoke-static {v2}, Ljava/lang/Character;->valueOf(C)Ljava/lang/Character;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%s"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 1
    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%S"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 0
    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%s"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    new-instance v2, LThing;
    const-string v3, "thing"
    invoke-direct {v2, v3}, LThing;-><init>(Ljava/lang/String;)V
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%S|%-9s|%.2s"
    const/16 v1, 3
    new-array v1, v1, [Ljava/lang/Object;
    new-instance v2, LThing;
    const-string v3, "one"
    invoke-direct {v2, v3}, LThing;-><init>(Ljava/lang/String;)V
    const/16 v4, 0
    aput-object v2, v1, v4
    new-instance v2, LThing;
    const-string v3, "two"
    invoke-direct {v2, v3}, LThing;-><init>(Ljava/lang/String;)V
    const/16 v4, 1
    aput-object v2, v1, v4
    new-instance v2, LThing;
    const-string v3, "three"
    invoke-direct {v2, v3}, LThing;-><init>(Ljava/lang/String;)V
    const/16 v4, 2
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%s"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    new-instance v2, LThing;
    const-string v3, "nul"
    invoke-direct {v2, v3}, LThing;-><init>(Ljava/lang/String;)V
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%b"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 0
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%b"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 0
    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%b"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 1
    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%b"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "false"
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%B"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    new-instance v2, LThing;
    const-string v3, "notcalled"
    invoke-direct {v2, v3}, LThing;-><init>(Ljava/lang/String;)V
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%7b|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 0
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-7B|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 0
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%.1b"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 1
    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%h"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "hi"
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%H"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "hello"
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%h"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 0
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%h"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, -1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%h"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, -9223372036854775808L
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%h"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-wide v2, 0x3ff8000000000000L
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%h"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    new-instance v2, LThing;
    const-string v3, "hashme"
    invoke-direct {v2, v3}, LThing;-><init>(Ljava/lang/String;)V
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%10h|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 1
    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%c"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 97
    invoke-static {v2}, Ljava/lang/Character;->valueOf(C)Ljava/lang/Character;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%C"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 98
    invoke-static {v2}, Ljava/lang/Character;->valueOf(C)Ljava/lang/Character;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%c"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 9786
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%c"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 128512
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%c"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, 65
    invoke-static {v2}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%c"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, 945
    invoke-static {v2}, Ljava/lang/Short;->valueOf(S)Ljava/lang/Short;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%C"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 223
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-3c|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 122
    invoke-static {v2}, Ljava/lang/Character;->valueOf(C)Ljava/lang/Character;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%3c|"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 0
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%c"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 55296
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%c"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 1114111
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "a%nb%%c"
    const/16 v1, 0
    new-array v1, v1, [Ljava/lang/Object;
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%5%|"
    const/16 v1, 0
    new-array v1, v1, [Ljava/lang/Object;
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-5%|"
    const/16 v1, 0
    new-array v1, v1, [Ljava/lang/Object;
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%%%s%%"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "x"
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "no specifiers"
    const/16 v1, 0
    new-array v1, v1, [Ljava/lang/Object;
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, ""
    const/16 v1, 0
    new-array v1, v1, [Ljava/lang/Object;
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%2$s %1$s"
    const/16 v1, 2
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "a"
    const/16 v4, 0
    aput-object v2, v1, v4
    const-string v2, "b"
    const/16 v4, 1
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%s %<s %s"
    const/16 v1, 2
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "a"
    const/16 v4, 0
    aput-object v2, v1, v4
    const-string v2, "b"
    const/16 v4, 1
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%2$s %s %s"
    const/16 v1, 2
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "a"
    const/16 v4, 0
    aput-object v2, v1, v4
    const-string v2, "b"
    const/16 v4, 1
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%1$s %1$S %<s"
    const/16 v1, 1
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "q"
    const/16 v4, 0
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%3$s"
    const/16 v1, 3
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "a"
    const/16 v4, 0
    aput-object v2, v1, v4
    const-string v2, "b"
    const/16 v4, 1
    aput-object v2, v1, v4
    const-string v2, "c"
    const/16 v4, 2
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%s"
    const/16 v1, 2
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "a"
    const/16 v4, 0
    aput-object v2, v1, v4
    const-string v2, "b"
    const/16 v4, 1
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%s %s"
    const/4 v1, 0
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%d %c %b"
    const/4 v1, 0
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%1$d %2$x"
    const/16 v1, 2
    new-array v1, v1, [Ljava/lang/Object;
    const v2, 10
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 0
    aput-object v2, v1, v4
    const v2, 10
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 1
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%s, %s and %s"
    const/16 v1, 3
    new-array v1, v1, [Ljava/lang/Object;
    new-instance v2, LThing;
    const-string v3, "A"
    invoke-direct {v2, v3}, LThing;-><init>(Ljava/lang/String;)V
    const/16 v4, 0
    aput-object v2, v1, v4
    const v2, 2
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 1
    aput-object v2, v1, v4
    new-instance v2, LThing;
    const-string v3, "C"
    invoke-direct {v2, v3}, LThing;-><init>(Ljava/lang/String;)V
    const/16 v4, 2
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    const-string v0, "%-6s|%6d|%06.2f|%b"
    const/16 v1, 4
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "row"
    const/16 v4, 0
    aput-object v2, v1, v4
    const v2, 42
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v4, 1
    aput-object v2, v1, v4
    const-wide v2, 0x400921f9f01b866eL
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const/16 v4, 2
    aput-object v2, v1, v4
    const/4 v2, 1
    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v2
    const/16 v4, 3
    aput-object v2, v1, v4
    invoke-static {v0, v1}, LMain;->f(Ljava/lang/String;[Ljava/lang/Object;)V
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v1, "printf %d%n"
    const/4 v2, 1
    new-array v2, v2, [Ljava/lang/Object;
    const v3, 7
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    const/4 v4, 0
    aput-object v3, v2, v4
    invoke-virtual {v0, v1, v2}, Ljava/io/PrintStream;->printf(Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;
    move-result-object v0
    const-string v1, "format %s%n"
    invoke-virtual {v0, v1, v2}, Ljava/io/PrintStream;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;
    move-result-object v3
    if-ne v0, v3, :notsame
    const-string v1, "same stream"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    :notsame
    new-instance v0, Ljava/util/Formatter;
    invoke-direct {v0}, Ljava/util/Formatter;-><init>()V
    const-string v1, "%s-"
    invoke-virtual {v0, v1, v2}, Ljava/util/Formatter;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/util/Formatter;
    move-result-object v0
    const-string v1, "%x"
    invoke-virtual {v0, v1, v2}, Ljava/util/Formatter;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/util/Formatter;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/Formatter;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
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
