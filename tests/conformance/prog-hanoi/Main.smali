.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const/4 v1, 3
    const/16 v2, 0x41
    const/16 v3, 0x43
    const/16 v4, 0x42
    invoke-static {v0, v1, v2, v3, v4}, LMain;->move(Ljava/lang/StringBuilder;ICCC)I
    move-result v5
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-static {v5}, LMain;->p(I)V
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->length()I
    const/4 v6, 0
    invoke-virtual {v0, v6}, Ljava/lang/StringBuilder;->setLength(I)V
    const/16 v1, 16
    invoke-static {v0, v1, v2, v3, v4}, LMain;->move(Ljava/lang/StringBuilder;ICCC)I
    move-result v5
    invoke-static {v5}, LMain;->p(I)V
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->length()I
    move-result v5
    invoke-static {v5}, LMain;->p(I)V
    return-void
.end method

.method static move(Ljava/lang/StringBuilder;ICCC)I
    .registers 8
    if-nez p1, :go
    const/4 v0, 0
    return v0
    :go
    add-int/lit8 v0, p1, -1
    invoke-static {p0, v0, p2, p4, p3}, LMain;->move(Ljava/lang/StringBuilder;ICCC)I
    move-result v1
    invoke-virtual {p0, p2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {p0, p3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    const/16 v2, 0x20
    invoke-virtual {p0, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {p0, v0, p4, p3, p2}, LMain;->move(Ljava/lang/StringBuilder;ICCC)I
    move-result v2
    add-int/2addr v1, v2
    add-int/lit8 v1, v1, 1
    return v1
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method static p(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method
