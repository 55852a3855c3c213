.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# java.util.TimeZone without a database: UTC, GMT and custom "GMT+hh:mm" IDs (their
# normalized IDs, offsets, display names, no DST), unknown IDs giving GMT, the default
# set explicitly (getDefault returns a copy), hasSameRules/equals, setRawOffset/setID,
# and the style check of getDisplayName. Named zones other than UTC and GMT are left
# out: the JVM has the tz database, dexmetal has not.
.method public static main([Ljava/lang/String;)V
    .registers 9
    sget-object v0, Ljava/util/Locale;->US:Ljava/util/Locale;
    invoke-static {v0}, Ljava/util/Locale;->setDefault(Ljava/util/Locale;)V
    const/16 v1, 17
    new-array v4, v1, [Ljava/lang/String;
    const/16 v2, 0
    const-string v1, "UTC"
    aput-object v1, v4, v2
    const/16 v2, 1
    const-string v1, "GMT"
    aput-object v1, v4, v2
    const/16 v2, 2
    const-string v1, "GMT+5"
    aput-object v1, v4, v2
    const/16 v2, 3
    const-string v1, "GMT+05:30"
    aput-object v1, v4, v2
    const/16 v2, 4
    const-string v1, "GMT-0800"
    aput-object v1, v4, v2
    const/16 v2, 5
    const-string v1, "GMT+0"
    aput-object v1, v4, v2
    const/16 v2, 6
    const-string v1, "GMT-0"
    aput-object v1, v4, v2
    const/16 v2, 7
    const-string v1, "GMT+24"
    aput-object v1, v4, v2
    const/16 v2, 8
    const-string v1, "Nowhere"
    aput-object v1, v4, v2
    const/16 v2, 9
    const-string v1, "GMT+5:3"
    aput-object v1, v4, v2
    const/16 v2, 10
    const-string v1, "utc"
    aput-object v1, v4, v2
    const/16 v2, 11
    const-string v1, "GMT+123"
    aput-object v1, v4, v2
    const/16 v2, 12
    const-string v1, "Z"
    aput-object v1, v4, v2
    const/16 v2, 13
    const-string v1, "GMT-1:30"
    aput-object v1, v4, v2
    const/16 v2, 14
    const-string v1, "GMT+23:59"
    aput-object v1, v4, v2
    const/16 v2, 15
    const-string v1, "GMT-12"
    aput-object v1, v4, v2
    const/16 v2, 16
    const-string v1, "GMT+1:60"
    aput-object v1, v4, v2
    const/4 v5, 0
    :loop
    array-length v1, v4
    if-ge v5, v1, :done
    aget-object v1, v4, v5
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    const-string v2, " -> "
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    invoke-static {v1}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;
    move-result-object v0
    invoke-static {v0}, LMain;->show(Ljava/util/TimeZone;)V
    add-int/lit8 v5, v5, 1
    goto :loop
    :done

    const-string v1, "GMT+05:30"
    invoke-static {v1}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TimeZone;->setDefault(Ljava/util/TimeZone;)V
    invoke-static {}, Ljava/util/TimeZone;->getDefault()Ljava/util/TimeZone;
    move-result-object v1
    invoke-static {}, Ljava/util/TimeZone;->getDefault()Ljava/util/TimeZone;
    move-result-object v2
    invoke-static {v1}, LMain;->show(Ljava/util/TimeZone;)V
    if-eq v1, v2, :same_obj
    const/4 v3, 1
    goto :pcopy
    :same_obj
    const/4 v3, 0
    :pcopy
    invoke-static {v3}, LMain;->p(Z)V
    invoke-virtual {v1, v2}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v3}, LMain;->p(Z)V
    # changing the copy leaves the default alone
    const v3, 3600000
    invoke-virtual {v1, v3}, Ljava/util/TimeZone;->setRawOffset(I)V
    const-string v3, "Mine"
    invoke-virtual {v1, v3}, Ljava/util/TimeZone;->setID(Ljava/lang/String;)V
    invoke-static {v1}, LMain;->show(Ljava/util/TimeZone;)V
    invoke-static {}, Ljava/util/TimeZone;->getDefault()Ljava/util/TimeZone;
    move-result-object v1
    invoke-static {v1}, LMain;->show(Ljava/util/TimeZone;)V

    const-string v1, "GMT+0530"
    invoke-static {v1}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;
    move-result-object v1
    const-string v2, "GMT+05:30"
    invoke-static {v2}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;
    move-result-object v2
    invoke-static {v1, v2}, LMain;->rules(Ljava/util/TimeZone;Ljava/util/TimeZone;)V
    const-string v1, "UTC"
    invoke-static {v1}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;
    move-result-object v1
    const-string v2, "GMT"
    invoke-static {v2}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;
    move-result-object v2
    invoke-static {v1, v2}, LMain;->rules(Ljava/util/TimeZone;Ljava/util/TimeZone;)V
    const-string v2, "GMT+01:00"
    invoke-static {v2}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;
    move-result-object v2
    invoke-static {v1, v2}, LMain;->rules(Ljava/util/TimeZone;Ljava/util/TimeZone;)V
    const/4 v2, 0
    invoke-static {v1, v2}, LMain;->rules(Ljava/util/TimeZone;Ljava/util/TimeZone;)V

    :t1
    const/4 v2, 0
    const/4 v3, 2
    invoke-virtual {v1, v2, v3}, Ljava/util/TimeZone;->getDisplayName(ZI)Ljava/lang/String;
    :t1_end
    .catch Ljava/lang/IllegalArgumentException; {:t1 .. :t1_end} :c1
    goto :e1
    :c1
    move-exception v2
    invoke-static {v2}, LMain;->pl(Ljava/lang/Object;)V
    :e1
    return-void
.end method

# ID raw offset, offset at 0, names, hash code, DST
.method static show(Ljava/util/TimeZone;)V
    .registers 5
    invoke-virtual {p0}, Ljava/util/TimeZone;->getID()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    const-string v0, " "
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {p0}, Ljava/util/TimeZone;->getRawOffset()I
    move-result v0
    invoke-static {v0}, LMain;->p(I)V
    const-wide/16 v0, 0
    invoke-virtual {p0, v0, v1}, Ljava/util/TimeZone;->getOffset(J)I
    move-result v0
    invoke-static {v0}, LMain;->p(I)V
    invoke-virtual {p0}, Ljava/util/TimeZone;->hashCode()I
    move-result v0
    invoke-static {v0}, LMain;->p(I)V
    invoke-virtual {p0}, Ljava/util/TimeZone;->useDaylightTime()Z
    move-result v0
    invoke-static {v0}, LMain;->p(Z)V
    invoke-virtual {p0}, Ljava/util/TimeZone;->getDSTSavings()I
    move-result v0
    invoke-static {v0}, LMain;->p(I)V
    new-instance v0, Ljava/util/Date;
    const-wide/16 v1, 0
    invoke-direct {v0, v1, v2}, Ljava/util/Date;-><init>(J)V
    invoke-virtual {p0, v0}, Ljava/util/TimeZone;->inDaylightTime(Ljava/util/Date;)Z
    move-result v0
    invoke-static {v0}, LMain;->p(Z)V
    invoke-virtual {p0}, Ljava/util/TimeZone;->getDisplayName()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    const-string v0, " / "
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    const/4 v0, 0
    const/4 v1, 0
    sget-object v2, Ljava/util/Locale;->US:Ljava/util/Locale;
    invoke-virtual {p0, v0, v1, v2}, Ljava/util/TimeZone;->getDisplayName(ZILjava/util/Locale;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->pl(Ljava/lang/Object;)V
    return-void
.end method

.method static rules(Ljava/util/TimeZone;Ljava/util/TimeZone;)V
    .registers 3
    invoke-virtual {p0, p1}, Ljava/util/TimeZone;->hasSameRules(Ljava/util/TimeZone;)Z
    move-result v0
    invoke-static {v0}, LMain;->p(Z)V
    invoke-virtual {p0, p1}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v0
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
