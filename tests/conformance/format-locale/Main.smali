.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# String.format, Formatter and PrintStream.printf with a Locale: the grouping and decimal
# separators of %,d %f %e %g (and the zero padding, parentheses), per locale (the
# non-ASCII separators printed as <hex>), a null locale (no localization), Formatter's
# locale(), and the default locale set explicitly.
.method public static main([Ljava/lang/String;)V
    .registers 6
    sget-object v0, Ljava/util/Locale;->US:Ljava/util/Locale;
    invoke-static {v0}, LMain;->line(Ljava/util/Locale;)V
    sget-object v0, Ljava/util/Locale;->ROOT:Ljava/util/Locale;
    invoke-static {v0}, LMain;->line(Ljava/util/Locale;)V
    sget-object v0, Ljava/util/Locale;->GERMANY:Ljava/util/Locale;
    invoke-static {v0}, LMain;->line(Ljava/util/Locale;)V
    sget-object v0, Ljava/util/Locale;->FRANCE:Ljava/util/Locale;
    invoke-static {v0}, LMain;->line(Ljava/util/Locale;)V
    sget-object v0, Ljava/util/Locale;->ITALY:Ljava/util/Locale;
    invoke-static {v0}, LMain;->line(Ljava/util/Locale;)V
    new-instance v0, Ljava/util/Locale;
    const-string v1, "de"
    const-string v2, "CH"
    invoke-direct {v0, v1, v2}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v0}, LMain;->line(Ljava/util/Locale;)V
    const/4 v0, 0
    invoke-static {v0}, LMain;->line(Ljava/util/Locale;)V
    sget-object v0, Ljava/util/Locale;->UK:Ljava/util/Locale;
    invoke-static {v0}, LMain;->line(Ljava/util/Locale;)V
    sget-object v0, Ljava/util/Locale;->JAPAN:Ljava/util/Locale;
    invoke-static {v0}, LMain;->line(Ljava/util/Locale;)V
    new-instance v0, Ljava/util/Locale;
    const-string v1, "es"
    const-string v2, "ES"
    invoke-direct {v0, v1, v2}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v0}, LMain;->line(Ljava/util/Locale;)V
    new-instance v0, Ljava/util/Locale;
    const-string v1, "pt"
    const-string v2, "BR"
    invoke-direct {v0, v1, v2}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v0}, LMain;->line(Ljava/util/Locale;)V
    new-instance v0, Ljava/util/Locale;
    const-string v1, "ru"
    const-string v2, "RU"
    invoke-direct {v0, v1, v2}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v0}, LMain;->line(Ljava/util/Locale;)V
    new-instance v0, Ljava/util/Locale;
    const-string v1, "fr"
    const-string v2, "CH"
    invoke-direct {v0, v1, v2}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v0}, LMain;->line(Ljava/util/Locale;)V
    new-instance v0, Ljava/util/Locale;
    const-string v1, "nl"
    const-string v2, "NL"
    invoke-direct {v0, v1, v2}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v0}, LMain;->line(Ljava/util/Locale;)V
    new-instance v0, Ljava/util/Locale;
    const-string v1, "pt"
    const-string v2, "PT"
    invoke-direct {v0, v1, v2}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v0}, LMain;->line(Ljava/util/Locale;)V
    sget-object v0, Ljava/util/Locale;->CANADA_FRENCH:Ljava/util/Locale;
    invoke-static {v0}, LMain;->line(Ljava/util/Locale;)V
    sget-object v0, Ljava/util/Locale;->GERMAN:Ljava/util/Locale;
    invoke-static {v0}, LMain;->line(Ljava/util/Locale;)V
    sget-object v0, Ljava/util/Locale;->GERMANY:Ljava/util/Locale;
    invoke-static {v0}, Ljava/util/Locale;->setDefault(Ljava/util/Locale;)V
    const-string v1, "%,.2f|%d"
    const/4 v2, 2
    new-array v2, v2, [Ljava/lang/Object;
    const-wide v3, 0x40c81cd70a3d70a4L
    invoke-static {v3, v4}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v3
    const/4 v4, 0
    aput-object v3, v2, v4
    const/16 v3, 12345
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    const/4 v4, 1
    aput-object v3, v2, v4
    invoke-static {v1, v2}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->pl(Ljava/lang/String;)V
    new-instance v3, Ljava/util/Formatter;
    invoke-direct {v3}, Ljava/util/Formatter;-><init>()V
    invoke-virtual {v3}, Ljava/util/Formatter;->locale()Ljava/util/Locale;
    move-result-object v4
    invoke-virtual {v4}, Ljava/util/Locale;->toString()Ljava/lang/String;
    move-result-object v4
    invoke-static {v4}, LMain;->pl(Ljava/lang/String;)V
    invoke-virtual {v3, v1, v2}, Ljava/util/Formatter;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/util/Formatter;
    sget-object v4, Ljava/util/Locale;->US:Ljava/util/Locale;
    const-string v0, " / "
    const/4 v5, 0
    new-array v5, v5, [Ljava/lang/Object;
    invoke-virtual {v3, v4, v0, v5}, Ljava/util/Formatter;->format(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/util/Formatter;
    invoke-virtual {v3, v4, v1, v2}, Ljava/util/Formatter;->format(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/util/Formatter;
    invoke-virtual {v3}, Ljava/util/Formatter;->toString()Ljava/lang/String;
    move-result-object v4
    invoke-static {v4}, LMain;->pl(Ljava/lang/String;)V
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    sget-object v4, Ljava/util/Locale;->ITALY:Ljava/util/Locale;
    const-string v1, "%,.2f|%d%n"
    invoke-virtual {v0, v4, v1, v2}, Ljava/io/PrintStream;->printf(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;
    sget-object v4, Ljava/util/Locale;->UK:Ljava/util/Locale;
    invoke-virtual {v0, v4, v1, v2}, Ljava/io/PrintStream;->format(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;
    return-void
.end method

.method static line(Ljava/util/Locale;)V
    .registers 8
    const/16 v0, 10
    new-array v0, v0, [Ljava/lang/Object;
    const v1, 1234567
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    const/4 v2, 0
    aput-object v1, v0, v2
    const-wide v3, 0x400921f9f01b866eL
    invoke-static {v3, v4}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v1
    const/4 v2, 1
    aput-object v1, v0, v2
    const-wide v3, 0x4132d687e4189375L
    invoke-static {v3, v4}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v1
    const/4 v2, 2
    aput-object v1, v0, v2
    const-wide v3, 0x40c81cd6c8b43958L
    invoke-static {v3, v4}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v1
    const/4 v2, 3
    aput-object v1, v0, v2
    const-wide v3, 0x3f201f31f46ed246L
    invoke-static {v3, v4}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v1
    const/4 v2, 4
    aput-object v1, v0, v2
    const-wide v3, -0x3ff4000000000000L
    invoke-static {v3, v4}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v1
    const/4 v2, 5
    aput-object v1, v0, v2
    const-wide v3, -0x3ade68b1L
    invoke-static {v3, v4}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v1
    const/4 v2, 6
    aput-object v1, v0, v2
    const-wide v3, -0x3f6cb60000000000L
    invoke-static {v3, v4}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v1
    const/4 v2, 7
    aput-object v1, v0, v2
    const-string v1, "x"
    const/16 v2, 8
    aput-object v1, v0, v2
    const-string v1, "i"
    const/16 v2, 9
    aput-object v1, v0, v2
    const-string v1, "%,d %.2f %,.3f %e %g %08.1f %,d %(,.2f %s %S"
    invoke-static {p0, v1, v0}, Ljava/lang/String;->format(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->pl(Ljava/lang/String;)V
    return-void
.end method

# the text with non-ASCII characters as <hex>
.method static pl(Ljava/lang/String;)V
    .registers 7
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const/4 v1, 0
    :loop
    invoke-virtual {p0}, Ljava/lang/String;->length()I
    move-result v2
    if-ge v1, v2, :done
    invoke-virtual {p0, v1}, Ljava/lang/String;->charAt(I)C
    move-result v2
    const/16 v3, 128
    if-ge v2, v3, :esc
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    goto :next
    :esc
    const-string v3, "<"
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {v2}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, ">"
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :next
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method
