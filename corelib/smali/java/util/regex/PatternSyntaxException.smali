.class public Ljava/util/regex/PatternSyntaxException;
.super Ljava/lang/IllegalArgumentException;
.source "PatternSyntaxException.java"

.field private final desc:Ljava/lang/String;
.field private final pattern:Ljava/lang/String;
.field private final index:I

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;I)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/IllegalArgumentException;-><init>()V
    iput-object p1, p0, Ljava/util/regex/PatternSyntaxException;->desc:Ljava/lang/String;
    iput-object p2, p0, Ljava/util/regex/PatternSyntaxException;->pattern:Ljava/lang/String;
    iput p3, p0, Ljava/util/regex/PatternSyntaxException;->index:I
    return-void
.end method

.method public getDescription()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Ljava/util/regex/PatternSyntaxException;->desc:Ljava/lang/String;
    return-object v0
.end method

.method public getIndex()I
    .registers 2
    iget v0, p0, Ljava/util/regex/PatternSyntaxException;->index:I
    return v0
.end method

.method public getPattern()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Ljava/util/regex/PatternSyntaxException;->pattern:Ljava/lang/String;
    return-object v0
.end method

# desc [" near index " index] "\n" pattern ["\n" index spaces "^"], as the JDK composes it.
.method public getMessage()Ljava/lang/String;
    .registers 6
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    iget-object v1, p0, Ljava/util/regex/PatternSyntaxException;->desc:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget v2, p0, Ljava/util/regex/PatternSyntaxException;->index:I
    if-ltz v2, :noindex
    const-string v1, " near index "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    :noindex
    invoke-static {}, Ljava/lang/System;->lineSeparator()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget-object v1, p0, Ljava/util/regex/PatternSyntaxException;->pattern:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    if-ltz v2, :done
    if-eqz v1, :done
    invoke-virtual {v1}, Ljava/lang/String;->length()I
    move-result v4
    if-ge v2, v4, :done
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const/4 v4, 0
    const/16 v1, 0x20
    :spaces
    if-ge v4, v2, :caret
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    add-int/lit8 v4, v4, 1
    goto :spaces
    :caret
    const/16 v1, 0x5e
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    :done
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
