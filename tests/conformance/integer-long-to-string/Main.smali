.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8
    const v0, 0
    invoke-static {v0}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 0
    invoke-static {v0}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 0
    invoke-static {v0}, Ljava/lang/Integer;->toBinaryString(I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 0
    const/16 v2, 2
    invoke-static {v0, v2}, Ljava/lang/Integer;->toString(II)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 0
    const/16 v2, 16
    invoke-static {v0, v2}, Ljava/lang/Integer;->toString(II)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 0
    const/16 v2, 36
    invoke-static {v0, v2}, Ljava/lang/Integer;->toString(II)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 0
    const/16 v2, 7
    invoke-static {v0, v2}, Ljava/lang/Integer;->toString(II)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 255
    invoke-static {v0}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 255
    invoke-static {v0}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 255
    invoke-static {v0}, Ljava/lang/Integer;->toBinaryString(I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 255
    const/16 v2, 2
    invoke-static {v0, v2}, Ljava/lang/Integer;->toString(II)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 255
    const/16 v2, 16
    invoke-static {v0, v2}, Ljava/lang/Integer;->toString(II)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 255
    const/16 v2, 36
    invoke-static {v0, v2}, Ljava/lang/Integer;->toString(II)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 255
    const/16 v2, 7
    invoke-static {v0, v2}, Ljava/lang/Integer;->toString(II)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, -1
    invoke-static {v0}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, -1
    invoke-static {v0}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, -1
    invoke-static {v0}, Ljava/lang/Integer;->toBinaryString(I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, -1
    const/16 v2, 2
    invoke-static {v0, v2}, Ljava/lang/Integer;->toString(II)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, -1
    const/16 v2, 16
    invoke-static {v0, v2}, Ljava/lang/Integer;->toString(II)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, -1
    const/16 v2, 36
    invoke-static {v0, v2}, Ljava/lang/Integer;->toString(II)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, -1
    const/16 v2, 7
    invoke-static {v0, v2}, Ljava/lang/Integer;->toString(II)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 2147483647
    invoke-static {v0}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 2147483647
    invoke-static {v0}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 2147483647
    invoke-static {v0}, Ljava/lang/Integer;->toBinaryString(I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 2147483647
    const/16 v2, 2
    invoke-static {v0, v2}, Ljava/lang/Integer;->toString(II)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 2147483647
    const/16 v2, 16
    invoke-static {v0, v2}, Ljava/lang/Integer;->toString(II)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 2147483647
    const/16 v2, 36
    invoke-static {v0, v2}, Ljava/lang/Integer;->toString(II)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 2147483647
    const/16 v2, 7
    invoke-static {v0, v2}, Ljava/lang/Integer;->toString(II)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, -2147483648
    invoke-static {v0}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, -2147483648
    invoke-static {v0}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, -2147483648
    invoke-static {v0}, Ljava/lang/Integer;->toBinaryString(I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, -2147483648
    const/16 v2, 2
    invoke-static {v0, v2}, Ljava/lang/Integer;->toString(II)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, -2147483648
    const/16 v2, 16
    invoke-static {v0, v2}, Ljava/lang/Integer;->toString(II)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, -2147483648
    const/16 v2, 36
    invoke-static {v0, v2}, Ljava/lang/Integer;->toString(II)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, -2147483648
    const/16 v2, 7
    invoke-static {v0, v2}, Ljava/lang/Integer;->toString(II)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 10
    invoke-static {v0}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 10
    invoke-static {v0}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 10
    invoke-static {v0}, Ljava/lang/Integer;->toBinaryString(I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 10
    const/16 v2, 2
    invoke-static {v0, v2}, Ljava/lang/Integer;->toString(II)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 10
    const/16 v2, 16
    invoke-static {v0, v2}, Ljava/lang/Integer;->toString(II)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 10
    const/16 v2, 36
    invoke-static {v0, v2}, Ljava/lang/Integer;->toString(II)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 10
    const/16 v2, 7
    invoke-static {v0, v2}, Ljava/lang/Integer;->toString(II)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const-wide v4, 0L
    invoke-static {v4, v5}, Ljava/lang/Long;->toString(J)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const-wide v4, 0L
    invoke-static {v4, v5}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const-wide v4, 0L
    invoke-static {v4, v5}, Ljava/lang/Long;->toBinaryString(J)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const-wide v4, 0L
    const/16 v2, 36
    invoke-static {v4, v5, v2}, Ljava/lang/Long;->toString(JI)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const-wide v4, -1L
    invoke-static {v4, v5}, Ljava/lang/Long;->toString(J)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const-wide v4, -1L
    invoke-static {v4, v5}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const-wide v4, -1L
    invoke-static {v4, v5}, Ljava/lang/Long;->toBinaryString(J)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const-wide v4, -1L
    const/16 v2, 36
    invoke-static {v4, v5, v2}, Ljava/lang/Long;->toString(JI)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const-wide v4, 9223372036854775807L
    invoke-static {v4, v5}, Ljava/lang/Long;->toString(J)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const-wide v4, 9223372036854775807L
    invoke-static {v4, v5}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const-wide v4, 9223372036854775807L
    invoke-static {v4, v5}, Ljava/lang/Long;->toBinaryString(J)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const-wide v4, 9223372036854775807L
    const/16 v2, 36
    invoke-static {v4, v5, v2}, Ljava/lang/Long;->toString(JI)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const-wide v4, -9223372036854775808L
    invoke-static {v4, v5}, Ljava/lang/Long;->toString(J)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const-wide v4, -9223372036854775808L
    invoke-static {v4, v5}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const-wide v4, -9223372036854775808L
    invoke-static {v4, v5}, Ljava/lang/Long;->toBinaryString(J)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const-wide v4, -9223372036854775808L
    const/16 v2, 36
    invoke-static {v4, v5, v2}, Ljava/lang/Long;->toString(JI)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const-wide v4, 4096L
    invoke-static {v4, v5}, Ljava/lang/Long;->toString(J)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const-wide v4, 4096L
    invoke-static {v4, v5}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const-wide v4, 4096L
    invoke-static {v4, v5}, Ljava/lang/Long;->toBinaryString(J)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const-wide v4, 4096L
    const/16 v2, 36
    invoke-static {v4, v5, v2}, Ljava/lang/Long;->toString(JI)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method

.method static p(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method
