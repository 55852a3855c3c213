.class public final Ljava/util/Formatter;
.super Ljava/lang/Object;
.source "Formatter.java"

# Output goes to a StringBuilder. format() asks the native plan() which toString() and
# hashCode() calls the format needs (natives never call Java), makes them in order, and
# lets the native render() lay out the text (corelib/src/format.rs). The locale (the
# default one unless given; null: no localization) gives the grouping and decimal
# separators of %d, %e, %f and %g; nothing else is localized (ASCII digits, case
# mapping and %t are the root locale's).

.field private final out:Ljava/lang/StringBuilder;
.field private final locale:Ljava/util/Locale;

.method public constructor <init>()V
    .registers 2
    invoke-static {}, Ljava/util/Locale;->getDefault()Ljava/util/Locale;
    move-result-object v0
    invoke-direct {p0, v0}, Ljava/util/Formatter;-><init>(Ljava/util/Locale;)V
    return-void
.end method

.method public constructor <init>(Ljava/util/Locale;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    iput-object v0, p0, Ljava/util/Formatter;->out:Ljava/lang/StringBuilder;
    iput-object p1, p0, Ljava/util/Formatter;->locale:Ljava/util/Locale;
    return-void
.end method

.method public locale()Ljava/util/Locale;
    .registers 2
    iget-object v0, p0, Ljava/util/Formatter;->locale:Ljava/util/Locale;
    return-object v0
.end method

.method private static native symbols(Ljava/lang/String;Ljava/lang/String;)I
.end method

.method public varargs format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/util/Formatter;
    .registers 4
    iget-object v0, p0, Ljava/util/Formatter;->locale:Ljava/util/Locale;
    invoke-virtual {p0, v0, p1, p2}, Ljava/util/Formatter;->format(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/util/Formatter;
    move-result-object v0
    return-object v0
.end method

.method private static native plan(Ljava/lang/String;[Ljava/lang/Object;)[I
.end method

.method private static native render(Ljava/lang/String;[Ljava/lang/Object;[Ljava/lang/Object;I)Ljava/lang/String;
.end method

.method public varargs format(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/util/Formatter;
    .registers 11
    move-object v6, p1
    move-object p1, p2
    move-object p2, p3
    invoke-static {p1, p2}, Ljava/util/Formatter;->plan(Ljava/lang/String;[Ljava/lang/Object;)[I
    move-result-object v0
    array-length v1, v0
    new-array v2, v1, [Ljava/lang/Object;
    const/4 v3, 0
    :loop
    if-ge v3, v1, :done
    aget v4, v0, v3
    shr-int/lit8 v5, v4, 1
    aget-object v5, p2, v5
    and-int/lit8 v4, v4, 1
    if-nez v4, :hash
    invoke-virtual {v5}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v5
    goto :store
    :hash
    invoke-virtual {v5}, Ljava/lang/Object;->hashCode()I
    move-result v5
    invoke-static {v5}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v5
    :store
    aput-object v5, v2, v3
    add-int/lit8 v3, v3, 1
    goto :loop
    :done
    const v3, 0x2c002e
    if-eqz v6, :render
    invoke-virtual {v6}, Ljava/util/Locale;->getLanguage()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v6}, Ljava/util/Locale;->getCountry()Ljava/lang/String;
    move-result-object v4
    invoke-static {v3, v4}, Ljava/util/Formatter;->symbols(Ljava/lang/String;Ljava/lang/String;)I
    move-result v3
    :render
    invoke-static {p1, p2, v2, v3}, Ljava/util/Formatter;->render(Ljava/lang/String;[Ljava/lang/Object;[Ljava/lang/Object;I)Ljava/lang/String;
    move-result-object v0
    iget-object v1, p0, Ljava/util/Formatter;->out:Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    return-object p0
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Ljava/util/Formatter;->out:Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
