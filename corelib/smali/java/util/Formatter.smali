.class public final Ljava/util/Formatter;
.super Ljava/lang/Object;
.source "Formatter.java"

# Output goes to a StringBuilder. format() asks the native plan() which toString() and
# hashCode() calls the format needs (natives never call Java), makes them in order, and
# lets the native render() lay out the text (corelib/src/format.rs).

.field private final out:Ljava/lang/StringBuilder;

.method public constructor <init>()V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    iput-object v0, p0, Ljava/util/Formatter;->out:Ljava/lang/StringBuilder;
    return-void
.end method

.method private static native plan(Ljava/lang/String;[Ljava/lang/Object;)[I
.end method

.method private static native render(Ljava/lang/String;[Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/String;
.end method

.method public varargs format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/util/Formatter;
    .registers 9
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
    invoke-static {p1, p2, v2}, Ljava/util/Formatter;->render(Ljava/lang/String;[Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/String;
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
