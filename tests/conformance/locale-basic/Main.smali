.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# java.util.Locale: the constants, the constructors' case rules and old ISO codes,
# toString's underscores, toLanguageTag and forLanguageTag (no scripts or extensions,
# which this Locale does not keep), equals/hashCode, and getDefault/setDefault with
# explicit locales only (the JVM's default follows its host).
.method public static main([Ljava/lang/String;)V
    .registers 8
    sget-object v0, Ljava/util/Locale;->US:Ljava/util/Locale;
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    sget-object v0, Ljava/util/Locale;->UK:Ljava/util/Locale;
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    sget-object v0, Ljava/util/Locale;->ENGLISH:Ljava/util/Locale;
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    sget-object v0, Ljava/util/Locale;->GERMANY:Ljava/util/Locale;
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    sget-object v0, Ljava/util/Locale;->GERMAN:Ljava/util/Locale;
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    sget-object v0, Ljava/util/Locale;->FRANCE:Ljava/util/Locale;
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    sget-object v0, Ljava/util/Locale;->FRENCH:Ljava/util/Locale;
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    sget-object v0, Ljava/util/Locale;->CANADA_FRENCH:Ljava/util/Locale;
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    sget-object v0, Ljava/util/Locale;->ITALY:Ljava/util/Locale;
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    sget-object v0, Ljava/util/Locale;->JAPAN:Ljava/util/Locale;
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    sget-object v0, Ljava/util/Locale;->KOREA:Ljava/util/Locale;
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    sget-object v0, Ljava/util/Locale;->CHINA:Ljava/util/Locale;
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    sget-object v0, Ljava/util/Locale;->PRC:Ljava/util/Locale;
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    sget-object v0, Ljava/util/Locale;->TAIWAN:Ljava/util/Locale;
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    sget-object v0, Ljava/util/Locale;->SIMPLIFIED_CHINESE:Ljava/util/Locale;
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    sget-object v0, Ljava/util/Locale;->TRADITIONAL_CHINESE:Ljava/util/Locale;
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    sget-object v0, Ljava/util/Locale;->ROOT:Ljava/util/Locale;
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    new-instance v0, Ljava/util/Locale;
    const-string v1, "EN"
    const-string v2, "us"
    const-string v3, ""
    invoke-direct {v0, v1, v2, v3}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    new-instance v0, Ljava/util/Locale;
    const-string v1, "en"
    const-string v2, "US"
    const-string v3, "WIN"
    invoke-direct {v0, v1, v2, v3}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    new-instance v0, Ljava/util/Locale;
    const-string v1, ""
    const-string v2, "US"
    const-string v3, ""
    invoke-direct {v0, v1, v2, v3}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    new-instance v0, Ljava/util/Locale;
    const-string v1, ""
    const-string v2, ""
    const-string v3, "V"
    invoke-direct {v0, v1, v2, v3}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    new-instance v0, Ljava/util/Locale;
    const-string v1, "en"
    const-string v2, ""
    const-string v3, "V"
    invoke-direct {v0, v1, v2, v3}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    new-instance v0, Ljava/util/Locale;
    const-string v1, "iw"
    const-string v2, "IL"
    const-string v3, ""
    invoke-direct {v0, v1, v2, v3}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    new-instance v0, Ljava/util/Locale;
    const-string v1, "de"
    const-string v2, "de"
    const-string v3, "POSIX_x"
    invoke-direct {v0, v1, v2, v3}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    new-instance v0, Ljava/util/Locale;
    const-string v1, "de"
    const-string v2, "CH"
    const-string v3, "1996"
    invoke-direct {v0, v1, v2, v3}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    new-instance v0, Ljava/util/Locale;
    const-string v1, "en"
    const-string v2, "US"
    const-string v3, "POSIX"
    invoke-direct {v0, v1, v2, v3}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    new-instance v0, Ljava/util/Locale;
    const-string v1, "Ja"
    const-string v2, "jp"
    const-string v3, ""
    invoke-direct {v0, v1, v2, v3}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    const/16 v1, 13
    new-array v4, v1, [Ljava/lang/String;
    const/16 v2, 0
    const-string v1, "en-US"
    aput-object v1, v4, v2
    const/16 v2, 1
    const-string v1, "EN-us"
    aput-object v1, v4, v2
    const/16 v2, 2
    const-string v1, "de-CH-1996"
    aput-object v1, v4, v2
    const/16 v2, 3
    const-string v1, "und"
    aput-object v1, v4, v2
    const/16 v2, 4
    const-string v1, "en_US"
    aput-object v1, v4, v2
    const/16 v2, 5
    const-string v1, ""
    aput-object v1, v4, v2
    const/16 v2, 6
    const-string v1, "123"
    aput-object v1, v4, v2
    const/16 v2, 7
    const-string v1, "en-US-x-lvariant-WIN"
    aput-object v1, v4, v2
    const/16 v2, 8
    const-string v1, "de-DE-POSIX-x-lvariant-x"
    aput-object v1, v4, v2
    const/16 v2, 9
    const-string v1, "i-klingon-x"
    aput-object v1, v4, v2
    const/16 v2, 10
    const-string v1, "fr-CA"
    aput-object v1, v4, v2
    const/16 v2, 11
    const-string v1, "es-419"
    aput-object v1, v4, v2
    const/16 v2, 12
    const-string v1, "en-GB-oxendict"
    aput-object v1, v4, v2
    const/4 v5, 0
    :tags
    array-length v1, v4
    if-ge v5, v1, :tags_done
    aget-object v1, v4, v5
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v3, "tag "
    invoke-virtual {v2, v3}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v2, v1}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    const-string v3, ": "
    invoke-virtual {v2, v3}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-static {v1}, Ljava/util/Locale;->forLanguageTag(Ljava/lang/String;)Ljava/util/Locale;
    move-result-object v0
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    add-int/lit8 v5, v5, 1
    goto :tags
    :tags_done

    # equality and hash codes of equal locales
    new-instance v0, Ljava/util/Locale;
    const-string v1, "EN"
    const-string v2, "gb"
    invoke-direct {v0, v1, v2}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v1, Ljava/util/Locale;->UK:Ljava/util/Locale;
    invoke-static {v0, v1}, LMain;->same(Ljava/lang/Object;Ljava/lang/Object;)V
    sget-object v1, Ljava/util/Locale;->US:Ljava/util/Locale;
    invoke-static {v0, v1}, LMain;->same(Ljava/lang/Object;Ljava/lang/Object;)V
    const-string v1, "en-GB"
    invoke-static {v1}, Ljava/util/Locale;->forLanguageTag(Ljava/lang/String;)Ljava/util/Locale;
    move-result-object v1
    invoke-static {v0, v1}, LMain;->same(Ljava/lang/Object;Ljava/lang/Object;)V
    sget-object v1, Ljava/util/Locale;->CHINA:Ljava/util/Locale;
    sget-object v2, Ljava/util/Locale;->PRC:Ljava/util/Locale;
    invoke-static {v1, v2}, LMain;->same(Ljava/lang/Object;Ljava/lang/Object;)V
    const-string v1, "en_GB"
    invoke-static {v0, v1}, LMain;->same(Ljava/lang/Object;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/Locale;->clone()Ljava/lang/Object;
    move-result-object v1
    invoke-static {v0, v1}, LMain;->same(Ljava/lang/Object;Ljava/lang/Object;)V

    # the default, set explicitly
    sget-object v0, Ljava/util/Locale;->GERMANY:Ljava/util/Locale;
    invoke-static {v0}, Ljava/util/Locale;->setDefault(Ljava/util/Locale;)V
    invoke-static {}, Ljava/util/Locale;->getDefault()Ljava/util/Locale;
    move-result-object v0
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    sget-object v0, Ljava/util/Locale;->ROOT:Ljava/util/Locale;
    invoke-static {v0}, Ljava/util/Locale;->setDefault(Ljava/util/Locale;)V
    invoke-static {}, Ljava/util/Locale;->getDefault()Ljava/util/Locale;
    move-result-object v0
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    :t1
    const/4 v0, 0
    invoke-static {v0}, Ljava/util/Locale;->setDefault(Ljava/util/Locale;)V
    :t1_end
    .catch Ljava/lang/NullPointerException; {:t1 .. :t1_end} :c1
    goto :e1
    :c1
    move-exception v0
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v2, v0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :e1
    invoke-static {}, Ljava/util/Locale;->getDefault()Ljava/util/Locale;
    move-result-object v0
    invoke-static {v0}, LMain;->show(Ljava/util/Locale;)V
    :t2
    new-instance v0, Ljava/util/Locale;
    const/4 v1, 0
    const-string v2, "US"
    invoke-direct {v0, v1, v2}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    :t2_end
    .catch Ljava/lang/NullPointerException; {:t2 .. :t2_end} :c2
    goto :e2
    :c2
    move-exception v0
    invoke-virtual {v0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v2, v0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :e2
    return-void
.end method

# [toString] language|country|variant toLanguageTag
.method static show(Ljava/util/Locale;)V
    .registers 4
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "["
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {p0}, Ljava/util/Locale;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, "] "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/util/Locale;->getLanguage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, "|"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/util/Locale;->getCountry()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, "|"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/util/Locale;->getVariant()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, " "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/util/Locale;->toLanguageTag()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

# equals both ways, and equal hash codes where equal
.method static same(Ljava/lang/Object;Ljava/lang/Object;)V
    .registers 5
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {p0, p1}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(Z)V
    const-string v2, " "
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {p1, p0}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(Z)V
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    if-ne p0, p1, :distinct
    const-string v2, "identical"
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
    :distinct
    invoke-virtual {p0}, Ljava/lang/Object;->hashCode()I
    move-result v1
    invoke-virtual {p1}, Ljava/lang/Object;->hashCode()I
    move-result v2
    if-ne v1, v2, :diffhash
    const-string v2, "same hash"
    goto :pr
    :diffhash
    const-string v2, "other hash"
    :pr
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
