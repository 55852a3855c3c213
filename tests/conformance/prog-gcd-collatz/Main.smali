.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 12

    const v0, 1071
    const/16 v1, 462
    invoke-static {v0, v1}, LMain;->gcd(II)I
    move-result v2
    invoke-static {v2}, LMain;->p(I)V
    const-wide v3, 0x7fffffffffffffe7L
    const-wide v5, 0x100000000L
    invoke-static {v3, v4, v5, v6}, LMain;->gcdl(JJ)J
    move-result-wide v7
    invoke-static {v7, v8}, LMain;->p(J)V
    const-wide v3, 123456789012L
    const-wide v5, 9876543210L
    invoke-static {v3, v4, v5, v6}, LMain;->gcdl(JJ)J
    move-result-wide v7
    invoke-static {v7, v8}, LMain;->p(J)V
    const/4 v0, 1
    const/4 v9, 0
    const/4 v10, 0
    :each
    int-to-long v3, v0
    const/4 v1, 1
    :step
    const-wide/16 v5, 1
    cmp-long v2, v3, v5
    if-eqz v2, :stepped
    and-long v7, v3, v5
    cmp-long v2, v7, v5
    if-nez v2, :even
    const-wide/16 v5, 3
    mul-long/2addr v3, v5
    const-wide/16 v5, 1
    add-long/2addr v3, v5
    goto :counted
    :even
    const/4 v11, 1
    shr-long/2addr v3, v11
    :counted
    add-int/lit8 v1, v1, 1
    goto :step
    :stepped
    if-le v1, v9, :notbest
    move v9, v1
    move v10, v0
    :notbest
    add-int/lit8 v0, v0, 1
    const/16 v2, 10000
    if-lt v0, v2, :each
    invoke-static {v10}, LMain;->p(I)V
    invoke-static {v9}, LMain;->p(I)V
    return-void
.end method

.method static gcd(II)I
    .registers 3
    :loop
    if-eqz p1, :done
    rem-int v0, p0, p1
    move p0, p1
    move p1, v0
    goto :loop
    :done
    return p0
.end method
.method static gcdl(JJ)J
    .registers 8
    :loop
    const-wide/16 v0, 0
    cmp-long v2, p2, v0
    if-eqz v2, :done
    rem-long v0, p0, p2
    move-wide p0, p2
    move-wide p2, v0
    goto :loop
    :done
    return-wide p0
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
