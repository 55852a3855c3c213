.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# java.util.Date in explicit default zones (UTC, GMT+05:30, GMT-08:00): toString
# ("EEE MMM dd HH:mm:ss zzz yyyy"), the deprecated field getters and
# getTimezoneOffset, getTime/setTime, before/after/compareTo/equals/hashCode, clone,
# and new Date() between two readings of System.currentTimeMillis. Dates from 1900 on
# (the JDK's Julian calendar before 1582 is not reproduced).
.method public static main([Ljava/lang/String;)V
    .registers 10
    const-string v0, "UTC"
    invoke-static {v0}, LMain;->zone(Ljava/lang/String;)V
    const-string v0, "GMT+05:30"
    invoke-static {v0}, LMain;->zone(Ljava/lang/String;)V
    const-string v0, "GMT-08:00"
    invoke-static {v0}, LMain;->zone(Ljava/lang/String;)V

    new-instance v0, Ljava/util/Date;
    const-wide/16 v1, 1000
    invoke-direct {v0, v1, v2}, Ljava/util/Date;-><init>(J)V
    new-instance v3, Ljava/util/Date;
    const-wide/16 v1, 2000
    invoke-direct {v3, v1, v2}, Ljava/util/Date;-><init>(J)V
    invoke-static {v0, v3}, LMain;->cmp(Ljava/util/Date;Ljava/util/Date;)V
    invoke-static {v3, v0}, LMain;->cmp(Ljava/util/Date;Ljava/util/Date;)V
    invoke-virtual {v0}, Ljava/util/Date;->clone()Ljava/lang/Object;
    move-result-object v4
    check-cast v4, Ljava/util/Date;
    invoke-static {v0, v4}, LMain;->cmp(Ljava/util/Date;Ljava/util/Date;)V
    if-eq v0, v4, :same
    const-string v5, "clone is a new object"
    invoke-static {v5}, LMain;->pl(Ljava/lang/Object;)V
    :same
    const-wide/16 v1, 2000
    invoke-virtual {v4, v1, v2}, Ljava/util/Date;->setTime(J)V
    invoke-static {v4, v3}, LMain;->cmp(Ljava/util/Date;Ljava/util/Date;)V
    invoke-static {v0, v4}, LMain;->cmp(Ljava/util/Date;Ljava/util/Date;)V
    const-string v5, "x"
    invoke-virtual {v0, v5}, Ljava/util/Date;->equals(Ljava/lang/Object;)Z
    move-result v5
    invoke-static {v5}, LMain;->p(Z)V
    const/4 v5, 0
    invoke-virtual {v0, v5}, Ljava/util/Date;->equals(Ljava/lang/Object;)Z
    move-result v5
    invoke-static {v5}, LMain;->p(Z)V
    const-string v5, ""
    invoke-static {v5}, LMain;->pl(Ljava/lang/Object;)V

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v1
    new-instance v0, Ljava/util/Date;
    invoke-direct {v0}, Ljava/util/Date;-><init>()V
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v5
    invoke-virtual {v0}, Ljava/util/Date;->getTime()J
    move-result-wide v7
    cmp-long v3, v7, v1
    if-ltz v3, :bad
    cmp-long v3, v7, v5
    if-gtz v3, :bad
    const-string v3, "new Date() is now"
    goto :pnow
    :bad
    const-string v3, "new Date() is not now"
    :pnow
    invoke-static {v3}, LMain;->pl(Ljava/lang/Object;)V
    return-void
.end method

.method static zone(Ljava/lang/String;)V
    .registers 5
    invoke-static {p0}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TimeZone;->setDefault(Ljava/util/TimeZone;)V
    const-wide v1, 0x0L
    invoke-static {v1, v2}, LMain;->show(J)V
    const-wide v1, -0x1L
    invoke-static {v1, v2}, LMain;->show(J)V
    const-wide v1, 0x18bcfe56800L
    invoke-static {v1, v2}, LMain;->show(J)V
    const-wide v1, 0xdd9b8a0400L
    invoke-static {v1, v2}, LMain;->show(J)V
    const-wide v1, 0x3bb2cc3d800L
    invoke-static {v1, v2}, LMain;->show(J)V
    const-wide v1, 0xe677d21fdbffL
    invoke-static {v1, v2}, LMain;->show(J)V
    const-wide v1, 0x11f71fb04cbL
    invoke-static {v1, v2}, LMain;->show(J)V
    const-wide v1, -0x5265c01L
    invoke-static {v1, v2}, LMain;->show(J)V
    return-void
.end method

.method static show(J)V
    .registers 5
    new-instance v0, Ljava/util/Date;
    invoke-direct {v0, p0, p1}, Ljava/util/Date;-><init>(J)V
    invoke-virtual {v0}, Ljava/util/Date;->getTime()J
    move-result-wide v1
    sget-object v3, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v3, v1, v2}, Ljava/io/PrintStream;->print(J)V
    const-string v1, " "
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/util/Date;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    const-string v1, " | "
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/util/Date;->getYear()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-virtual {v0}, Ljava/util/Date;->getMonth()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-virtual {v0}, Ljava/util/Date;->getDate()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-virtual {v0}, Ljava/util/Date;->getDay()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-virtual {v0}, Ljava/util/Date;->getHours()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-virtual {v0}, Ljava/util/Date;->getMinutes()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-virtual {v0}, Ljava/util/Date;->getSeconds()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-virtual {v0}, Ljava/util/Date;->getTimezoneOffset()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-virtual {v0}, Ljava/util/Date;->hashCode()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v1, ""
    invoke-static {v1}, LMain;->pl(Ljava/lang/Object;)V
    return-void
.end method

# before after compareTo equals, and hash codes equal when equal
.method static cmp(Ljava/util/Date;Ljava/util/Date;)V
    .registers 4
    invoke-virtual {p0, p1}, Ljava/util/Date;->before(Ljava/util/Date;)Z
    move-result v0
    invoke-static {v0}, LMain;->p(Z)V
    invoke-virtual {p0, p1}, Ljava/util/Date;->after(Ljava/util/Date;)Z
    move-result v0
    invoke-static {v0}, LMain;->p(Z)V
    invoke-virtual {p0, p1}, Ljava/util/Date;->compareTo(Ljava/util/Date;)I
    move-result v0
    invoke-static {v0}, LMain;->p(I)V
    invoke-interface {p0, p1}, Ljava/lang/Comparable;->compareTo(Ljava/lang/Object;)I
    move-result v0
    invoke-static {v0}, LMain;->p(I)V
    invoke-virtual {p0, p1}, Ljava/util/Date;->equals(Ljava/lang/Object;)Z
    move-result v0
    invoke-static {v0}, LMain;->p(Z)V
    invoke-virtual {p0}, Ljava/util/Date;->hashCode()I
    move-result v0
    invoke-virtual {p1}, Ljava/util/Date;->hashCode()I
    move-result v1
    if-eq v0, v1, :eqh
    const/4 v0, 0
    goto :ph
    :eqh
    const/4 v0, 1
    :ph
    invoke-static {v0}, LMain;->p(Z)V
    const-string v0, ""
    invoke-static {v0}, LMain;->pl(Ljava/lang/Object;)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    return-void
.end method

.method static p(I)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->print(I)V
    const-string v1, " "
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    return-void
.end method

.method static p(Z)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->print(Z)V
    const-string v1, " "
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    return-void
.end method

.method static pl(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method
