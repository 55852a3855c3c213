.class public Ljava/util/SimpleTimeZone;
.super Ljava/util/TimeZone;
.source "SimpleTimeZone.java"

# java.util.SimpleTimeZone (JDK 17 API) with a raw offset and no daylight saving rules
# (the constructors with start/end rules are not provided): the zones
# TimeZone.getTimeZone returns. equals, hashCode and toString as the JDK's for a zone
# without rules.

.field private rawOffset:I

.method public constructor <init>(ILjava/lang/String;)V
    .registers 3
    invoke-direct {p0}, Ljava/util/TimeZone;-><init>()V
    iput p1, p0, Ljava/util/SimpleTimeZone;->rawOffset:I
    invoke-virtual {p0, p2}, Ljava/util/TimeZone;->setID(Ljava/lang/String;)V
    return-void
.end method

.method public getOffset(IIIIII)I
    .registers 8
    iget v0, p0, Ljava/util/SimpleTimeZone;->rawOffset:I
    return v0
.end method

.method public getOffset(J)I
    .registers 4
    iget v0, p0, Ljava/util/SimpleTimeZone;->rawOffset:I
    return v0
.end method

.method public getRawOffset()I
    .registers 2
    iget v0, p0, Ljava/util/SimpleTimeZone;->rawOffset:I
    return v0
.end method

.method public setRawOffset(I)V
    .registers 2
    iput p1, p0, Ljava/util/SimpleTimeZone;->rawOffset:I
    return-void
.end method

.method public useDaylightTime()Z
    .registers 2
    const/4 v0, 0
    return v0
.end method

.method public inDaylightTime(Ljava/util/Date;)Z
    .registers 3
    const/4 v0, 0
    return v0
.end method

.method public getDSTSavings()I
    .registers 2
    const/4 v0, 0
    return v0
.end method

# The JDK's XOR of the rule fields, all 0 here but the raw offset.
.method public declared-synchronized hashCode()I
    .registers 2
    iget v0, p0, Ljava/util/SimpleTimeZone;->rawOffset:I
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    const/4 v0, 0
    if-eqz p1, :no
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    invoke-virtual {p1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v2
    if-ne v1, v2, :no
    check-cast p1, Ljava/util/TimeZone;
    invoke-virtual {p0}, Ljava/util/TimeZone;->getID()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {p1}, Ljava/util/TimeZone;->getID()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :no
    invoke-virtual {p0, p1}, Ljava/util/TimeZone;->hasSameRules(Ljava/util/TimeZone;)Z
    move-result v0
    :no
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 4
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, "[id="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/util/TimeZone;->getID()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, ",offset="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget v1, p0, Ljava/util/SimpleTimeZone;->rawOffset:I
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, ",dstSavings=3600000,useDaylight=false,startYear=0,startMode=0,startMonth=0,startDay=0,startDayOfWeek=0,startTime=0,startTimeMode=0,endMode=0,endMonth=0,endDay=0,endDayOfWeek=0,endTime=0,endTimeMode=0]"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
