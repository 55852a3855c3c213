.class public Ljava/util/Date;
.super Ljava/lang/Object;
.source "Date.java"
.implements Ljava/io/Serializable;
.implements Ljava/lang/Cloneable;
.implements Ljava/lang/Comparable;

# java.util.Date (JDK 17 API): milliseconds since 1970-01-01T00:00:00Z. toString is
# "EEE MMM dd HH:mm:ss zzz yyyy" and the deprecated field getters read the default
# TimeZone (UTC unless set, docs/time.md), in the proleptic Gregorian calendar (the
# JDK's Julian dates before 1582-10-15 are not reproduced). The deprecated setters,
# parse and the field constructors are not provided.

.field private fastTime:J

.method public constructor <init>()V
    .registers 3
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    invoke-direct {p0, v0, v1}, Ljava/util/Date;-><init>(J)V
    return-void
.end method

.method public constructor <init>(J)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-wide p1, p0, Ljava/util/Date;->fastTime:J
    return-void
.end method

.method public getTime()J
    .registers 3
    iget-wide v0, p0, Ljava/util/Date;->fastTime:J
    return-wide v0
.end method

.method public setTime(J)V
    .registers 3
    iput-wide p1, p0, Ljava/util/Date;->fastTime:J
    return-void
.end method

.method public before(Ljava/util/Date;)Z
    .registers 6
    iget-wide v0, p0, Ljava/util/Date;->fastTime:J
    iget-wide v2, p1, Ljava/util/Date;->fastTime:J
    cmp-long v0, v0, v2
    if-gez v0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public after(Ljava/util/Date;)Z
    .registers 6
    iget-wide v0, p0, Ljava/util/Date;->fastTime:J
    iget-wide v2, p1, Ljava/util/Date;->fastTime:J
    cmp-long v0, v0, v2
    if-gtz v0, :yes
    const/4 v0, 0
    return v0
    :yes
    const/4 v0, 1
    return v0
.end method

.method public compareTo(Ljava/util/Date;)I
    .registers 6
    iget-wide v0, p0, Ljava/util/Date;->fastTime:J
    invoke-virtual {p1}, Ljava/util/Date;->getTime()J
    move-result-wide v2
    cmp-long v0, v0, v2
    return v0
.end method

.method public bridge synthetic compareTo(Ljava/lang/Object;)I
    .registers 3
    check-cast p1, Ljava/util/Date;
    invoke-virtual {p0, p1}, Ljava/util/Date;->compareTo(Ljava/util/Date;)I
    move-result v0
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 6
    instance-of v0, p1, Ljava/util/Date;
    if-eqz v0, :no
    iget-wide v0, p0, Ljava/util/Date;->fastTime:J
    check-cast p1, Ljava/util/Date;
    invoke-virtual {p1}, Ljava/util/Date;->getTime()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-nez v0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

# (int) t ^ (int) (t >>> 32)
.method public hashCode()I
    .registers 4
    iget-wide v0, p0, Ljava/util/Date;->fastTime:J
    long-to-int v2, v0
    const/16 v3, 32
    ushr-long/2addr v0, v3
    long-to-int v0, v0
    xor-int/2addr v0, v2
    return v0
.end method

.method public clone()Ljava/lang/Object;
    .registers 3
    :try
    invoke-super {p0}, Ljava/lang/Object;->clone()Ljava/lang/Object;
    move-result-object v0
    :try_end
    .catch Ljava/lang/CloneNotSupportedException; {:try .. :try_end} :never
    return-object v0
    :never
    move-exception v0
    new-instance v1, Ljava/lang/InternalError;
    invoke-direct {v1}, Ljava/lang/InternalError;-><init>()V
    throw v1
.end method

.method private static native toString0(JILjava/lang/String;)Ljava/lang/String;
.end method

.method private static native field0(JII)I
.end method

.method public toString()Ljava/lang/String;
    .registers 7
    invoke-static {}, Ljava/util/TimeZone;->getDefaultRef()Ljava/util/TimeZone;
    move-result-object v0
    iget-wide v1, p0, Ljava/util/Date;->fastTime:J
    invoke-virtual {v0, v1, v2}, Ljava/util/TimeZone;->getOffset(J)I
    move-result v3
    const/4 v4, 0
    sget-object v5, Ljava/util/Locale;->US:Ljava/util/Locale;
    invoke-virtual {v0, v4, v4, v5}, Ljava/util/TimeZone;->getDisplayName(ZILjava/util/Locale;)Ljava/lang/String;
    move-result-object v4
    invoke-static {v1, v2, v3, v4}, Ljava/util/Date;->toString0(JILjava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

# One broken-down field of this time in the default zone (see field0 in time.rs).
.method private field(I)I
    .registers 6
    invoke-static {}, Ljava/util/TimeZone;->getDefaultRef()Ljava/util/TimeZone;
    move-result-object v0
    iget-wide v1, p0, Ljava/util/Date;->fastTime:J
    invoke-virtual {v0, v1, v2}, Ljava/util/TimeZone;->getOffset(J)I
    move-result v3
    invoke-static {v1, v2, v3, p1}, Ljava/util/Date;->field0(JII)I
    move-result v0
    return v0
.end method

# Minutes to add to local time to get UTC: -(offset / 60000).
.method public getTimezoneOffset()I
    .registers 4
    invoke-static {}, Ljava/util/TimeZone;->getDefaultRef()Ljava/util/TimeZone;
    move-result-object v0
    iget-wide v1, p0, Ljava/util/Date;->fastTime:J
    invoke-virtual {v0, v1, v2}, Ljava/util/TimeZone;->getOffset(J)I
    move-result v0
    const v1, 60000
    div-int/2addr v0, v1
    neg-int v0, v0
    return v0
.end method

.method public getYear()I
    .registers 3
    const/4 v0, 0
    invoke-direct {p0, v0}, Ljava/util/Date;->field(I)I
    move-result v0
    add-int/lit16 v0, v0, -1900
    return v0
.end method

.method public getMonth()I
    .registers 3
    const/4 v0, 1
    invoke-direct {p0, v0}, Ljava/util/Date;->field(I)I
    move-result v0
    return v0
.end method

.method public getDate()I
    .registers 3
    const/4 v0, 2
    invoke-direct {p0, v0}, Ljava/util/Date;->field(I)I
    move-result v0
    return v0
.end method

.method public getDay()I
    .registers 3
    const/4 v0, 3
    invoke-direct {p0, v0}, Ljava/util/Date;->field(I)I
    move-result v0
    return v0
.end method

.method public getHours()I
    .registers 3
    const/4 v0, 4
    invoke-direct {p0, v0}, Ljava/util/Date;->field(I)I
    move-result v0
    return v0
.end method

.method public getMinutes()I
    .registers 3
    const/4 v0, 5
    invoke-direct {p0, v0}, Ljava/util/Date;->field(I)I
    move-result v0
    return v0
.end method

.method public getSeconds()I
    .registers 3
    const/4 v0, 6
    invoke-direct {p0, v0}, Ljava/util/Date;->field(I)I
    move-result v0
    return v0
.end method
