.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 10
    const-string v8, "add-long/2addr"
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    const-wide v0, 7L
    const-wide v2, 3L
    add-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -7L
    const-wide v2, 3L
    add-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 7L
    const-wide v2, -3L
    add-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9223372036854775807L
    const-wide v2, 2L
    add-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -9223372036854775808L
    const-wide v2, 3L
    add-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 123456789012345L
    const-wide v2, 987654321L
    add-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -1L
    const-wide v2, 4294967295L
    add-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 4294967296L
    const-wide v2, 4294967296L
    add-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-string v8, "sub-long/2addr"
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    const-wide v0, 7L
    const-wide v2, 3L
    sub-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -7L
    const-wide v2, 3L
    sub-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 7L
    const-wide v2, -3L
    sub-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9223372036854775807L
    const-wide v2, 2L
    sub-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -9223372036854775808L
    const-wide v2, 3L
    sub-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 123456789012345L
    const-wide v2, 987654321L
    sub-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -1L
    const-wide v2, 4294967295L
    sub-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 4294967296L
    const-wide v2, 4294967296L
    sub-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-string v8, "mul-long/2addr"
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    const-wide v0, 7L
    const-wide v2, 3L
    mul-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -7L
    const-wide v2, 3L
    mul-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 7L
    const-wide v2, -3L
    mul-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9223372036854775807L
    const-wide v2, 2L
    mul-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -9223372036854775808L
    const-wide v2, 3L
    mul-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 123456789012345L
    const-wide v2, 987654321L
    mul-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -1L
    const-wide v2, 4294967295L
    mul-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 4294967296L
    const-wide v2, 4294967296L
    mul-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-string v8, "div-long/2addr"
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    const-wide v0, 7L
    const-wide v2, 3L
    div-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -7L
    const-wide v2, 3L
    div-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 7L
    const-wide v2, -3L
    div-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9223372036854775807L
    const-wide v2, 2L
    div-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -9223372036854775808L
    const-wide v2, 3L
    div-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 123456789012345L
    const-wide v2, 987654321L
    div-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -1L
    const-wide v2, 4294967295L
    div-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 4294967296L
    const-wide v2, 4294967296L
    div-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-string v8, "rem-long/2addr"
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    const-wide v0, 7L
    const-wide v2, 3L
    rem-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -7L
    const-wide v2, 3L
    rem-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 7L
    const-wide v2, -3L
    rem-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9223372036854775807L
    const-wide v2, 2L
    rem-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -9223372036854775808L
    const-wide v2, 3L
    rem-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 123456789012345L
    const-wide v2, 987654321L
    rem-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -1L
    const-wide v2, 4294967295L
    rem-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 4294967296L
    const-wide v2, 4294967296L
    rem-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-string v8, "and-long/2addr"
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    const-wide v0, 7L
    const-wide v2, 3L
    and-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -7L
    const-wide v2, 3L
    and-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 7L
    const-wide v2, -3L
    and-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9223372036854775807L
    const-wide v2, 2L
    and-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -9223372036854775808L
    const-wide v2, 3L
    and-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 123456789012345L
    const-wide v2, 987654321L
    and-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -1L
    const-wide v2, 4294967295L
    and-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 4294967296L
    const-wide v2, 4294967296L
    and-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-string v8, "or-long/2addr"
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    const-wide v0, 7L
    const-wide v2, 3L
    or-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -7L
    const-wide v2, 3L
    or-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 7L
    const-wide v2, -3L
    or-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9223372036854775807L
    const-wide v2, 2L
    or-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -9223372036854775808L
    const-wide v2, 3L
    or-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 123456789012345L
    const-wide v2, 987654321L
    or-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -1L
    const-wide v2, 4294967295L
    or-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 4294967296L
    const-wide v2, 4294967296L
    or-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-string v8, "xor-long/2addr"
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    const-wide v0, 7L
    const-wide v2, 3L
    xor-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -7L
    const-wide v2, 3L
    xor-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 7L
    const-wide v2, -3L
    xor-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9223372036854775807L
    const-wide v2, 2L
    xor-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -9223372036854775808L
    const-wide v2, 3L
    xor-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 123456789012345L
    const-wide v2, 987654321L
    xor-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -1L
    const-wide v2, 4294967295L
    xor-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 4294967296L
    const-wide v2, 4294967296L
    xor-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
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
